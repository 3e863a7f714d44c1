// The language selector changes the locale and moves to the same page's path in the new locale.
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies } from '../../support/session';

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
