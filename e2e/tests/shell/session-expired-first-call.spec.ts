// Issue 43 item 1: "Any 401 token_expired, from any call, opens the dialog" (customer-area §2 "Session-expired
// dialog", §8: "A 401 response whose message is token_expired … opens the session-expired dialog"), also when the
// expiry hits the page's first call on a full page load (the call the shell starts beside the page's code, decision
// 009), and in-app. The calls reach the reference API with one of its expired test tokens.
import { expect, type Page, type Route, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { prepareBrowser, tokenFor } from '../../support/session';
import { startAt } from '../../support/pages';

const CONTRACTS_LIST = /\/api\/v\d\/contracts\?/;

/** Sends the request on with `token` instead of the session's own. */
function withToken(route: Route, token: string) {
  return route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${token}` } });
}

function expiredDialog(page: Page) {
  return page.getByRole('alertdialog').or(page.getByRole('dialog'));
}

test('full page load: the session expires as the first call reaches the API, the dialog opens', async ({
  page,
  context,
}) => {
  // Signed in with a token valid for the session's check on start (is_token_valid)...
  await prepareBrowser(context, { signIn: true });
  const expired = await tokenFor(undefined, { ttlSeconds: -10 });
  // ...expired by the time the contracts list's first call (started by the shell beside the page's code) arrives. Only
  // that call meets the expiry here (the page's own calls after it pass), and the renewal after the first screen
  // gets no answer: nothing else may open the dialog.
  let first = true;
  await page.route(CONTRACTS_LIST, (route) => {
    if (!first) return route.continue();
    first = false;
    return withToken(route, expired);
  });
  await page.route(/\/auth\/refresh$/, (route) => route.abort());
  await page.goto(`${urlOf('portal')}/contratos/electricity`);
  const dialog = expiredDialog(page);
  await expect(dialog.getByText('La sesión ha caducado, vuelve a iniciar sesión')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/acceso/);
  expect((await context.cookies(urlOf('portal'))).find((c) => c.name === 'token')).toBeUndefined();
});

test('in-app: the session expires as the contracts list asks for its data, the dialog opens', async ({
  page,
}) => {
  // The session's token stays the one the start signed in with: the shell renews it once the first screen has
  // settled, and a renewal landing after the list's call left would make that call's expiry one of a replaced token,
  // which rightly opens nothing (shell/src/session/session-expiry.ts).
  await page.route(/\/auth\/refresh$/, (route) => route.abort());
  await startAt(page, '/version', { signIn: true });
  await expect(page.getByRole('heading', { name: 'Versión' })).toBeVisible();
  const expired = await tokenFor(undefined, { ttlSeconds: -10 });
  await page.route(CONTRACTS_LIST, (route) => withToken(route, expired));
  await page.getByRole('navigation').getByRole('link', { name: 'Contratos de electricidad' }).click();
  await expect(expiredDialog(page).getByText('La sesión ha caducado, vuelve a iniciar sesión')).toBeVisible();
});
