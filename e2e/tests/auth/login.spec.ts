// Login with credentials (customer-area §2 "Login", §8 "Login"): the journey in three languages, a wrong password,
// the stored redirect followed once; axe on the page and the whole flow by keyboard.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { DEMO_PASSWORD, DEMO_USER, prepareBrowser } from '../../support/session';
import { openMain, startAt } from '../../support/pages';

const JOURNEYS = [
  { locale: 'es-ES', path: '/acceso', user: 'Usuario', password: 'Contraseña', submit: 'Acceder' },
  { locale: 'ca-ES', path: '/acces', user: 'Usuari', password: 'Contrasenya', submit: 'Accedir' },
  { locale: 'en-US', path: '/login', user: 'User', password: 'Password', submit: 'Log in' },
] as const;

async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(urlOf('portal'));
  return cookies.find((c) => c.name === 'token')?.value;
}

for (const journey of JOURNEYS) {
  test(`logs in with user and password in ${journey.locale}`, async ({ page, context }) => {
    await prepareBrowser(context, { locale: journey.locale });
    const main = await openMain(page, journey.path, journey.submit);
    await expectNoSeriousA11yViolations(page);
    await main.getByLabel(new RegExp(`^${journey.user}`)).fill(DEMO_USER);
    await main.getByLabel(new RegExp(`^${journey.password}`)).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: journey.submit, exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`${journey.path}$`));
    expect(await tokenCookie(page)).toBeTruthy();
  });
}

test('a wrong password says the credentials are incorrect and keeps what was typed', async ({ page }) => {
  const main = await startAt(page, '/acceso');
  await main.getByLabel(/^Usuario/).fill(DEMO_USER);
  await main.getByLabel(/^Contraseña/).fill('Not-the-password-1');
  await main.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('Usuario o contraseña incorrectos');
  await expect(main.getByLabel(/^Usuario/)).toHaveValue(DEMO_USER);
  expect(await tokenCookie(page)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
});

test('the whole login works by keyboard and follows ?redirect= once', async ({ page }) => {
  const main = await startAt(page, '/acceso?redirect=%2Fperfil');
  await main.getByLabel(/^Usuario/).focus();
  await page.keyboard.type(DEMO_USER);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Contraseña/)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // The shell keeps the login page's query on the destination (for a promo code); the path is what matters.
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
});

test('links to sign-up and to password recovery', async ({ page }) => {
  const main = await startAt(page, '/acceso');
  await main.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recordar-clave$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/registro$/);
});
