// The language selector changes the locale and moves to the same page's path in the new locale.
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, prepareBrowser } from '../../support/session';

test('switching language rewrites the path: /recordar-clave → /reset-password → /recordar-clau', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/recordar-clave`);
  // Switch once the page (the auth remote's recovery form) is there, as a person would.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ca-ES');
  await expect(page).toHaveURL(/\/recordar-clau$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
});

test('every locale path of a route works, whatever the current language', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/passwort-zuruecksetzen`);
  await expect(page.getByText('404')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
});

// customer-area and visitor-features §7: "GET banners/{code} (v2), field banner; refetched on language change".
test("the brand's home banner, below the actions, in the new language after a switch", async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/`);
  const banner = page.getByRole('region', { name: 'Aviso' });
  await expect(banner).toHaveText('Nuevo: consulta tu consumo por horas.');
  const actions = page.getByRole('region', { name: 'Acciones' });
  const [actionsBox, bannerBox] = [await actions.boundingBox(), await banner.boundingBox()];
  expect(bannerBox?.y).toBeGreaterThanOrEqual((actionsBox?.y ?? 0) + (actionsBox?.height ?? 0));
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(
    'New: see your hourly consumption.',
  );
});

// The API names what it stores in Spanish in the request's language (an invoice's history states, among others): a
// switch asks again for what the page shows, so the list already loaded in English is not kept in English.
test("an invoice's history in the page's language, before and after a switch", async ({ page, context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: true });
  await page.goto(`${urlOf('portal')}/invoices`);
  const main = page.getByRole('main');
  const history = main.getByRole('button', { name: /^History of invoice / }).first();
  const number = ((await history.getAttribute('aria-label')) ?? '').replace('History of invoice ', '');
  await history.click();
  const english = page.getByRole('dialog', { name: `History of invoice ${number}` });
  await expect(english.getByRole('cell', { name: 'Issued' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es-ES');
  await main.getByRole('button', { name: `Historial de la factura ${number}` }).click();
  const spanish = page.getByRole('dialog', { name: `Historial de la factura ${number}` });
  await expect(spanish.getByRole('cell', { name: 'Emitida' })).toBeVisible();
});
