// Health by remote (issue 48 item 1): with the statistics cookies accepted, the shell reports the page's vitals,
// route changes and errors, tagged with the remote and its version, as OTLP logs with sendBeacon to the reference
// API's receiver, which answers aggregates per remote and version behind the admin key. Without that consent, nothing
// leaves the browser.
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_KEY, API_URL, urlOf } from '../../support/deployments';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { signIn } from '../../support/session';

interface RemoteHealth {
  brand: string;
  remote: string;
  version: string;
  views: number;
  counts: Record<string, number>;
}

async function health(): Promise<RemoteHealth[]> {
  const response = await fetch(`${API_URL}/api/v1/platform/health?hours=1`, {
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { remotes: RemoteHealth[] }).remotes;
}

const portal = urlOf('portal');

async function consent(page: Page, statistics: boolean): Promise<void> {
  await page.context().addCookies(
    ['necessary', 'preferences', 'statistics', 'marketing'].map((category) => ({
      name: `consent_${category}`,
      value: String(category === 'necessary' || (category === 'statistics' && statistics)),
      url: portal,
      sameSite: 'Lax' as const,
    })),
  );
}

/** The contracts list, then the invoices in the app: two pages of two remotes, then the page is left. */
async function visitTwoRemotes(page: Page): Promise<string[]> {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/otlp/v1/logs')) beacons.push(request.postData() ?? '');
  });
  await page.goto(`${portal}/contratos/electricidad`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Facturas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/facturas/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is hidden (the customer switches tab): the batch leaves with sendBeacon.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  return beacons;
}

test('telemetry: reports route changes per remote and version under the statistics consent, aggregated by the API', async ({
  page,
  context,
}) => {
  await consent(page, true);
  await signIn(context, 'portal');
  const before = await health();
  const views = (remote: string, list: RemoteHealth[]) =>
    list.filter((r) => r.remote === remote && r.brand === 'default').reduce((n, r) => n + r.views, 0);
  const beacons = await visitTwoRemotes(page);
  await expect.poll(() => beacons.length).toBeGreaterThan(0);
  const sent = beacons.join('\n');
  expect(sent).toContain('"portal.remote.version"');
  expect(sent).not.toContain('/contratos'); // the route's key, never the address
  // The hidden page's batch leaves by sendBeacon and the API aggregates it when it arrives: on a busy machine that once
  // took longer than the default 10 s (a retry passed).
  await expect
    .poll(
      async () => {
        const after = await health();
        return [
          views('mf_contracts', after) > views('mf_contracts', before),
          views('mf_invoices_payment', after) > views('mf_invoices_payment', before),
        ];
      },
      { timeout: 20_000 },
    )
    .toEqual([true, true]);
  const [contracts] = (await health()).filter((r) => r.remote === 'mf_contracts' && r.version);
  expect(contracts?.version).toMatch(/^\d+\.\d+\.\d+/);

  // The platform status page shows the same, behind the admin key (issue 48 item 2).
  await page.goto(`${portal}/platform-status`);
  await page.getByLabel('Clave de administración').fill(ADMIN_KEY);
  await page.getByRole('button', { name: 'Mostrar' }).click();
  const lastHour = page.getByRole('table', { name: 'Última hora: default' });
  await expect(lastHour.getByRole('row').filter({ hasText: 'mf_contracts' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('telemetry: without the statistics consent nothing is sent', async ({ page, context }) => {
  await consent(page, false);
  await signIn(context, 'portal');
  const beacons = await visitTwoRemotes(page);
  expect(beacons).toEqual([]);
});
