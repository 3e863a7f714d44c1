// Issue 7: the version page says what a partner asks when something looks wrong: the brand, and every remote of the
// registry with the version the registry pins, the version its manifest reports, and whether it is loaded.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { DOWN_REMOTE, urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, prepareBrowser } from '../../support/session';

function remoteRow(page: Page, remote: string) {
  return page
    .getByRole('table', { name: 'Remotos del registro' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: remote, exact: true }) });
}

test('lists every remote of the lite registry, its versions, whether it is loaded, and the brand', async ({
  page,
  context,
}) => {
  await prepareBrowser(context, { deployment: 'lite', signIn: true });
  // The invoices remote (a fixture at 9.9.0) loads with its page; then the version page, without a reload.
  await page.goto(`${urlOf('lite')}/facturas`);
  await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/version');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Versión' })).toBeVisible();
  await expect(page.getByText('lite (Luz Lite)')).toBeVisible();

  await expect(remoteRow(page, 'mf_invoices_payment').getByRole('cell')).toHaveText([
    'mf_invoices_payment',
    '9.9.0',
    '9.9.0',
    'Cargado',
  ]);
  await expect(remoteRow(page, 'mf_contracts').getByRole('cell')).toHaveText([
    'mf_contracts',
    '9.9.0',
    '9.9.0',
    'Registrado, aún no cargado',
  ]);
  // In the registry, but the lite brand does not enable it.
  await expect(remoteRow(page, 'mf_consumption_batteries').getByRole('cell').nth(3)).toHaveText(
    'No habilitado para esta marca',
  );
  // The real auth remote: the manifest's build version is its package version, as the registry pins it.
  const auth = remoteRow(page, 'mf_auth').getByRole('cell');
  await expect(auth.nth(2)).not.toHaveText(/Cargando|Manifiesto no disponible/);
  expect(await auth.nth(2).textContent()).toBe(await auth.nth(1).textContent());
  await expectNoSeriousA11yViolations(page);
});

test("says when a registered remote's manifest cannot be read", async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'platform');
  await page.goto(`${urlOf('platform')}/version`);
  await expect(page.getByText('default (Energía Demo)')).toBeVisible();
  await expect(remoteRow(page, DOWN_REMOTE.name).getByRole('cell')).toHaveText([
    DOWN_REMOTE.name,
    '0.0.0',
    'Manifiesto no disponible',
    'Registrado, aún no cargado',
  ]);
  await expectNoSeriousA11yViolations(page);
});
