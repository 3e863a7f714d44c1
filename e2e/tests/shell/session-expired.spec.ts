// A 401 whose message is token_expired opens the session-expired dialog; its button logs out; it closes when a
// token reappears (customer-area §2 "Session-expired dialog").
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { tokenFor, prepareBrowser } from '../../support/session';

/**
 * Opens a page signed in by the stored token, and waits for the session's renewal on start (after the first screen):
 * a renewal answered after the test has put another token in the cookie could write its fresh token over it.
 */
async function openSignedIn(page: Page, context: BrowserContext): Promise<void> {
  await prepareBrowser(context, { signIn: true });
  const renewal = page.waitForResponse((response) => response.url().endsWith('/auth/refresh'));
  await page.goto(`${urlOf('portal')}/version`);
  await expect(page.getByRole('heading', { name: 'Versión' })).toBeVisible();
  await renewal;
}

test('an expired token opens the dialog, and its button logs out', async ({ page, context }) => {
  await openSignedIn(page, context);
  // The token expires while the customer is in the portal.
  const expired = await tokenFor(undefined, { ttlSeconds: -10 });
  await context.addCookies([{ name: 'token', value: expired, url: urlOf('portal') }]);
  // The profile page asks the API for the profile: the answer is 401 token_expired.
  await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('La sesión ha caducado, vuelve a iniciar sesión')).toBeVisible();
  await dialog.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/acceso/);
  const cookies = await context.cookies(urlOf('portal'));
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
});

test('the dialog closes when a valid token reappears', async ({ page, context }) => {
  await openSignedIn(page, context);
  await context.addCookies([
    { name: 'token', value: await tokenFor(undefined, { ttlSeconds: -10 }), url: urlOf('portal') },
  ]);
  // The profile page asks the API for the profile: the answer is 401 token_expired.
  await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  // Another tab logs in again.
  await context.addCookies([{ name: 'token', value: await tokenFor(), url: urlOf('portal') }]);
  await expect(dialog).toBeHidden();
});
