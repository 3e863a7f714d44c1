// Version skew (issue 16, decision 006): a remote built against a newer @portal/shared than the running shell provides
// is refused when it loads, before any of its code runs; one built against an older compatible one keeps working
// with the shell's singletons.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../../.ci/portal-server.mjs';
import { RELEASES, urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';
import { navigateInApp, versionRow } from '../../support/pages';

/** The @portal/shared version the shell was built with, and the newer one the skewed remote was built against. */
const provided = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const [major = 0, minor = 0] = provided.split('.').map(Number);
const newer = major > 0 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;
const newerRange = `^${newer}`;

const SKEW_ORIGIN = `http://localhost:${RELEASES.skew.port}`;

test.describe('version skew between a remote and the shell', () => {
  test.beforeEach(async ({ context }) => {
    await prepareBrowser(context, { deployment: 'skew', signIn: true });
  });

  test('skew: a remote built against a newer @portal/shared shows "section unavailable" and the version page names it', async ({
    page,
  }) => {
    const { name, version } = RELEASES.skew.newer;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${SKEW_ORIGIN}/${name}/`))
        requested.push(new URL(request.url()).pathname);
    });

    // Its route: "section unavailable" in place of the page, the rest of the portal works.
    await page.goto(`${urlOf('skew')}/contratos/electricity`);
    const main = page.getByRole('main');
    await expect(main.getByText('Sección no disponible')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toHaveCount(0);
    await expect(page.getByRole('navigation').first()).toBeVisible();

    // Its slot on the home page: unavailable too, while the compatible remote's tiles show.
    await navigateInApp(page, '/');
    await expect(page.getByRole('region', { name: 'invoices tiles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'contracts tiles' })).toHaveCount(0);
    await expect(main.getByText('Sección no disponible').first()).toBeVisible();

    // The version page names the mismatch.
    await navigateInApp(page, '/version');
    const row = versionRow(page, name);
    await expect(row.getByRole('cell').nth(2)).toContainText(version);
    await expect(row).toContainText('Incompatible con este shell');
    await expect(row).toContainText(
      `Necesita @portal/shared ${newerRange} (compilado con ${newer}); el shell proporciona ${provided}`,
    );
    await expect(row.getByRole('cell').nth(3)).toHaveText('No cargado: incompatible con este shell');

    // Only its manifest was read: none of its code (remoteEntry, chunks) ever ran, so no second React, store or i18n.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((p) => p.endsWith('/mf-manifest.json'))).toBe(true);
    const probes = await page.evaluate(() =>
      ((globalThis as unknown as { __portalProbes?: { remote: string }[] }).__portalProbes ?? []).map(
        (p) => p.remote,
      ),
    );
    expect(probes).not.toContain(name);
  });

  test('skew: a remote built against an older compatible @portal/shared keeps working, with the shell singletons', async ({
    page,
  }) => {
    const { name, version } = RELEASES.skew.older;
    await page.goto(`${urlOf('skew')}/facturas`);
    await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
    await expect(page.getByTestId('fixture-version')).toHaveText(version);
    await expect(page.getByTestId('fixture-user')).not.toHaveText('anonymous');

    const same = await page.evaluate(() => {
      type Probe = Record<string, unknown> & { remote: string };
      const g = globalThis as unknown as {
        __portalShell?: Record<string, unknown>;
        __portalProbes?: Probe[];
      };
      const shell = g.__portalShell;
      const probes = (g.__portalProbes ?? []).filter((p) => p.remote === 'mf_invoices_payment');
      const keys = ['React', 'authStore', 'settingsStore', 'i18n', 'queryClient'];
      return Object.fromEntries(
        keys.map((k) => [k, !!shell && probes.length > 0 && probes.every((p) => p[k] === shell[k])]),
      );
    });
    expect(same).toEqual({
      React: true,
      authStore: true,
      settingsStore: true,
      i18n: true,
      queryClient: true,
    });

    await navigateInApp(page, '/version');
    const row = versionRow(page, name);
    await expect(row.getByRole('cell').nth(2)).toContainText(version);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Cargado');
    await expect(row).not.toContainText('Incompatible');
  });
});
