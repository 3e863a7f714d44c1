// Issue 15 finding 8: "A link silently switches a signed-in user to another account (`?token=` of someone else
// replaces the session). Ask before replacing a different customer's session." Unit tests:
// shell/src/session/account-switch.test.tsx. The portal speaks Spanish by default.
import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { COMPANY_USER, DEMO_USER, tokenFor, prepareBrowser } from '../../support/session';

async function tokenCookie(page: Page) {
  return (await page.context().cookies(urlOf('portal'))).find((c) => c.name === 'token')?.value;
}

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { signIn: true });
});

test("another customer's link asks first; keeping the session stays signed in as the same customer", async ({
  page,
}) => {
  const link = await tokenFor(COMPANY_USER);
  await page.goto(`${urlOf('portal')}/perfil?token=${encodeURIComponent(link)}`);
  const dialog = page.getByRole('alertdialog', { name: 'Este enlace abre otra cuenta' });
  await expect(dialog).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await dialog.getByRole('button', { name: 'Mantener mi sesión' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Laura García Martín')).toBeVisible();
  expect(await tokenCookie(page)).not.toBe(link);
});

test("another customer's link switches account only when asked to", async ({ page }) => {
  const link = await tokenFor(COMPANY_USER);
  await page.goto(`${urlOf('portal')}/perfil?token=${encodeURIComponent(link)}`);
  await page
    .getByRole('alertdialog', { name: 'Este enlace abre otra cuenta' })
    .getByRole('button', { name: 'Cambiar a la otra cuenta' })
    .click();
  await expect(page.getByRole('main').getByText('Energías del Norte SL')).toBeVisible();
  await expect(page.getByRole('main').getByText('Laura García Martín')).toHaveCount(0);
  expect(await tokenCookie(page)).toBe(link);
});

test("the same customer's link signs in without a question", async ({ page }) => {
  const link = await tokenFor(DEMO_USER);
  await page.goto(`${urlOf('portal')}/perfil?token=${encodeURIComponent(link)}`);
  await expect(page.getByRole('main').getByText('Laura García Martín')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await tokenCookie(page)).toBe(link);
});
