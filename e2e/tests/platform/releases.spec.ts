// Independent releases, as a partner's operations team exercises them (issue 16, decision 006): one remote released
// and rolled back by one change of the deployment's registry, and a deployment in place while a customer has a page
// of it open. The shell and the other remotes are the same build throughout; nothing is rebuilt.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_KEY, API_URL, RELEASES, urlOf } from '../../support/deployments';
import { deployLive, publish, registryFile, releasedEntry } from '../../support/releases';
import { signIn, prepareBrowser } from '../../support/session';
import { navigateInApp, versionRow } from '../../support/pages';

const CONTRACTS = '/contratos/electricity';

/**
 * A signed-in browser of the releases deployment whose stored draw for canary releases is `draw`; it accepts the
 * statistics cookies, so that its health reports leave (issue 48).
 */
async function browserWithDraw(browser: Browser, draw: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('portal.releaseDraw', String(value)), draw);
  await context.addCookies(
    ['necessary', 'preferences', 'statistics', 'marketing'].map((category) => ({
      name: `consent_${category}`,
      value: String(category === 'necessary' || category === 'statistics'),
      url: urlOf('releases'),
      sameSite: 'Lax' as const,
    })),
  );
  await signIn(context, 'releases');
  return context.newPage();
}

/** The page is hidden (the customer switches tab): its health reports leave with sendBeacon. */
async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

/** The API's health aggregates: views of the default brand's mf_contracts, by version. */
async function contractsViews(): Promise<Record<string, number>> {
  const response = await fetch(`${API_URL}/api/v1/platform/health?hours=1`, {
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  expect(response.status).toBe(200);
  const { remotes } = (await response.json()) as {
    remotes: { brand: string; remote: string; version: string; views: number }[];
  };
  const views: Record<string, number> = {};
  for (const r of remotes.filter((r) => r.remote === 'mf_contracts' && r.brand === 'default')) {
    views[r.version] = (views[r.version] ?? 0) + r.views;
  }
  return views;
}

/** The contracts page of `page` runs `version`; the version page names it and, with a canary, the cohort. */
async function expectVersion(page: Page, version: string, cohort?: string): Promise<void> {
  await page.goto(`${urlOf('releases')}${CONTRACTS}`);
  await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
  await expect(page.getByTestId('fixture-version')).toHaveText(version);
  await navigateInApp(page, '/version');
  const row = versionRow(page, 'mf_contracts');
  await expect(row.getByRole('cell').nth(1)).toContainText(version);
  if (cohort) await expect(row.getByRole('cell').nth(1)).toContainText(cohort);
  else await expect(row).not.toContainText('Grupo');
}

test.describe('independent releases: release and rollback by the registry, deployment under an open page', () => {
  // Both tests edit what their deployment serves (its registry, its live folder): one after the other.
  test.describe.configure({ mode: 'serial' });

  test('release and rollback of one remote by one registry change: 1.0.0, then 1.1.0, then 1.0.0 again', async ({
    page,
    context,
  }) => {
    const file = registryFile('releases');
    const [first = '1.0.0', second = '1.1.0'] = RELEASES.versions.list;
    await prepareBrowser(context, { deployment: 'releases', signIn: true });
    publish(file, releasedEntry(first));
    const contractsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${RELEASES.versions.port}/`)) {
        contractsRequests.push(new URL(request.url()).pathname);
      }
    });

    const expectRunning = async (version: string) => {
      contractsRequests.length = 0;
      await page.goto(`${urlOf('releases')}${CONTRACTS}`);
      await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
      await expect(page.getByTestId('fixture-version')).toHaveText(version);
      // Every file of the remote came from that version's folder, the other version was never asked for anything.
      expect(contractsRequests.length).toBeGreaterThan(0);
      expect(contractsRequests.every((p) => p.startsWith(`/mf_contracts/${version}/`))).toBe(true);
      // The version page says which version runs: the registry pins it, its manifest reports it, it is loaded.
      await navigateInApp(page, '/version');
      const row = versionRow(page, 'mf_contracts');
      await expect(row.getByRole('cell').nth(1)).toHaveText(version);
      await expect(row.getByRole('cell').nth(2)).toHaveText(version);
      await expect(row.getByRole('cell').nth(3)).toHaveText('Cargado');
      await expect(row).not.toContainText('Difiere');
    };

    // A customer sees the pinned release.
    await expectRunning(first);
    // The release: one entry of the registry now points at the second version; the next load shows it.
    publish(file, releasedEntry(second));
    await expectRunning(second);
    // The rollback: the entry points back at the first version.
    publish(file, releasedEntry(first));
    await expectRunning(first);
  });

  test('canary: browsers drawn under the share load the canary, the others the stable build; removing it rolls back', async ({
    browser,
  }) => {
    const file = registryFile('releases');
    const [first = '1.0.0', second = '1.1.0'] = RELEASES.versions.list;
    // The registry names a second build and its share (issue 48); each browser's draw is kept in its storage.
    publish(file, {
      ...releasedEntry(first),
      canary: { manifest: releasedEntry(second).manifest, version: second, share: 0.5 },
    });
    const canaryBrowser = await browserWithDraw(browser, 0.2);
    const stableBrowser = await browserWithDraw(browser, 0.8);
    try {
      const before = await contractsViews();
      await expectVersion(canaryBrowser, second, 'Grupo canario');
      await expectVersion(stableBrowser, first, 'Grupo estable');
      // Each cohort's health reports reach the API's aggregates under the version it runs (issue 48 item 3).
      await leavePage(canaryBrowser);
      await leavePage(stableBrowser);
      await expect
        .poll(async () => {
          const after = await contractsViews();
          return [second, first].map((version) => (after[version] ?? 0) > (before[version] ?? 0));
        })
        .toEqual([true, true]);
      // The rollback: the canary leaves the entry; both browsers load the stable build.
      publish(file, releasedEntry(first));
      await expectVersion(canaryBrowser, first);
      await expectVersion(stableBrowser, first);
      // The platform status page lists both changes of the registry, by whom (issue 48 item 2).
      await canaryBrowser.goto(`${urlOf('releases')}/platform-status`);
      await canaryBrowser.getByLabel('Clave de administración').fill(ADMIN_KEY);
      await canaryBrowser.getByRole('button', { name: 'Mostrar' }).click();
      const changes = canaryBrowser.getByRole('table', { name: 'Cambios recientes del registro' });
      const [removed, added] = [
        changes
          .getByRole('row')
          .filter({ hasText: `Canario ${second} retirado` })
          .first(),
        changes
          .getByRole('row')
          .filter({ hasText: `Canario ${second} añadido` })
          .first(),
      ];
      await expect(removed).toContainText(`todos los navegadores ejecutan ${first}`);
      await expect(removed).toContainText('e2e-operations');
      await expect(added).toContainText(/para el 50\s?% de los navegadores/);
    } finally {
      await canaryBrowser.context().close();
      await stableBrowser.context().close();
      publish(file, releasedEntry(first));
    }
  });

  test('a deployment while the page is open: the next navigation loads the current manifest once, no crash, no reload', async ({
    page,
    context,
  }) => {
    const [first = '1.0.0', second = '1.1.0'] = RELEASES.versions.list;
    deployLive(first);
    await prepareBrowser(context, { deployment: 'redeploy', signIn: true });
    // The customer is on the home page: mf_contracts' tiles (of the first release) run in it.
    await page.goto(`${urlOf('redeploy')}/`);
    const tiles = page.getByRole('region', { name: 'contracts tiles' });
    await expect(tiles).toContainText(first);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });

    const manifests: string[] = [];
    const missing: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `http://localhost:${RELEASES.live.port}/mf-manifest.json`)
        manifests.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().startsWith(`http://localhost:${RELEASES.live.port}/`) && response.status() === 404) {
        missing.push(new URL(response.url()).pathname);
      }
    });
    // With `X-Content-Type-Options: nosniff` (issue 15), Chromium blocks the 404's text body for a script (ORB)
    // before the page sees a response: the request fails instead.
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(`http://localhost:${RELEASES.live.port}/`)) {
        missing.push(new URL(request.url()).pathname);
      }
    });

    // The deployment replaces the remote's files: the first release's chunks are gone.
    deployLive(second);
    await navigateInApp(page, CONTRACTS);
    await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
    await expect(page.getByTestId('fixture-version')).toHaveText(second);
    await expect(page.getByText('Sección no disponible')).toHaveCount(0);
    // The old chunk was asked for and missing; the current manifest was loaded once; the document is the same one.
    expect(missing.length).toBeGreaterThan(0);
    expect(manifests).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
