// A token that expires while a form is half filled (customer-area §2 "Session-expired dialog"): the dialog opens
// over the form, what was typed stays until the customer chooses to leave, its button logs out; the sign-up draft
// (the one form the spec keeps a draft of) is still there when the visitor comes back.
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, signIn, tokenFor, prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

test('change password half filled, the token expires: dialog, input kept, logout', async ({
  page,
  context,
}) => {
  await prepareBrowser(context, { signIn: true });
  const main = await openMain(page, '/cambio-de-clave');
  await main.getByLabel(/^Contraseña actual/).fill('Demo-2026');
  await main.getByLabel(/^Contraseña nueva/).fill('Nueva-2027?');
  await main.getByLabel(/^Repite la contraseña nueva/).fill('Nueva-2027?');
  await context.addCookies([
    { name: 'token', value: await tokenFor(undefined, { ttlSeconds: -10 }), url: urlOf('portal') },
  ]);
  await main.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  // Nothing typed is lost while the dialog is open (the modal hides the page from the accessibility tree, so the
  // field is found by its name here).
  await expect(page.locator('input[name="password"]')).toHaveValue('Nueva-2027?');
  await expect(page.locator('input[name="current"]')).toHaveValue('Demo-2026');
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/acceso/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'La sesión ha caducado, vuelve a acceder',
  );
  expect((await context.cookies(urlOf('portal'))).find((c) => c.name === 'token')).toBeUndefined();
});

test('the sign-up draft is still there after the session ended', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  const main = await openMain(page, '/registro');
  await main.getByLabel(/^Número de contrato/).fill('0042');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.signUpDraft') ?? ''))
    .toContain('0042');
  await signIn(context, 'portal', { ttlSeconds: -10 });
  await page.goto(`${urlOf('portal')}/acceso`);
  await page.goto(`${urlOf('portal')}/registro`);
  await expect(page.getByRole('main').getByLabel(/^Número de contrato/)).toHaveValue('0042');
});
