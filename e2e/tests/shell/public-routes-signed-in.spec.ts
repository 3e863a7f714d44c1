// Issue 43 item 3 (and issue 41): "A signed-in user who opens a public route is sent to invoices" (customer-area §2;
// visitor-features §2 "Route access"), one rule on every kind of navigation: a typed address or a bookmark (a full
// page load, where the stored session is restored on start) as well as in-app.
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { DEMO_PASSWORD, DEMO_USER, prepareBrowser } from '../../support/session';
import { startAt } from '../../support/pages';

const PUBLIC_ROUTES = ['/acceso', '/registro', '/contacto', '/recordar-clave', '/potencia', '/comparador'];

for (const path of PUBLIC_ROUTES) {
  test(`a full page load of ${path}, signed in, lands on invoices`, async ({ page, context }) => {
    await prepareBrowser(context, { signIn: true });
    await page.goto(`${urlOf('portal')}${path}`);
    await expect(page).toHaveURL(/\/facturas$/);
  });
}

test('in-app: a visitor on the calculator logs in, then goes back to it: invoices', async ({ page }) => {
  await startAt(page, '/potencia');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/acceso$/);
  const main = page.getByRole('main');
  await main.getByLabel(/^Usuario/).fill(DEMO_USER);
  await main.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Acceder', exact: true }).click();
  // A login made on a public page goes to the home (customer-area §2 "After login the default redirect is the
  // homepage")...
  await expect(page).toHaveURL(`${urlOf('portal')}/`);
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué quieres hacer?' })).toBeVisible();
  // Issue 44 item 4: above the actions, what needs the household customer now: her invoices pending payment, their
  // total and "Pagar".
  const invoices = page
    .getByRole('region', { name: 'Lo que te necesita ahora' })
    .getByRole('region', { name: 'Facturas' });
  await expect(invoices.getByText(/^\d+ facturas? pendientes? de pago$/)).toBeVisible();
  await expect(invoices.getByTestId('pending-total')).toHaveText(/^[\d.]+,\d{2}\s€$/);
  await expect(invoices.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  // ...and the calculator, opened again signed in (the browser's Back, in the same document), sends to invoices.
  await page.goBack();
  await expect(page).toHaveURL(/\/facturas$/);
});
