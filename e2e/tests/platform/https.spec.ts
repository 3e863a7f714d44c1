// Decision 009: the shape `pnpm bench` measures and a production deployment should have. The `secure`
// deployment serves the shell over HTTPS with HTTP/2 and the real remotes under `/remotes/<folder>/` of its own origin
// (the registry lists them there; the server is nginx or the Node server, as for every deployment). A customer signs
// in, reads the contracts list and the invoices; every script comes from that one origin over HTTP/2.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { DEMO_PASSWORD, DEMO_USER, prepareBrowser } from '../../support/session';

// The run's own certificate (e2e/global-setup.ts), not one a browser would know.
test.use({ ignoreHTTPSErrors: true });

test('a customer signs in and reads contracts and invoices, the remotes from the portal’s origin over HTTP/2', async ({
  page,
  context,
}) => {
  const origin = urlOf('secure');
  expect(origin).toMatch(/^https:/);
  // The page's policy lists the portal's own origin for the remotes: nothing it loads is refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const urls: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  await prepareBrowser(context, { deployment: 'secure', locale: 'es-ES' });
  await page.goto(`${origin}/acceso`);
  const main = page.getByRole('main');
  await main.getByLabel(/^Usuario/).fill(DEMO_USER);
  await main.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).not.toHaveURL(/\/acceso$/);

  await page.goto(`${origin}/contracts/electricity`);
  await expect(main.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  await expect(main.getByText('ES0031351037321170EF0F')).toBeVisible();
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${origin}/facturas`);
  await expect(main.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Facturas de electricidad' })).toBeVisible();

  // Every script from the portal's own origin: the remotes' under their paths, none from a remote's own port.
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  for (const remote of ['mf-auth', 'mf-contracts', 'mf-invoices-payment'])
    expect(urls.some((url) => url.startsWith(`${origin}/remotes/${remote}/`))).toBe(true);
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol)
      .filter(Boolean),
  );
  expect(resources.length).toBeGreaterThan(0);
  expect(new Set(resources)).toEqual(new Set(['h2']));
  expect(refused).toEqual([]);
});
