// A logout any remote asks for (shared/src/events/bus.ts: "Any remote asks for a logout; the shell answers with its
// own"): the fixture remote, standing for mf_contracts in the platform deployment, emits `auth:logout-requested` on
// the shared bus from its page; the shell logs out (telling the API) and shows the login page (customer-area §4
// "Logout resets state"; §2 routing rules: "Unauthenticated users without OpenID are sent to login").
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { startAt } from '../../support/pages';

test('a remote asks for a logout: the shell logs out, shows the login page, and private pages need a login again', async ({
  page,
  context,
}) => {
  await startAt(page, '/contratos/electricity', { deployment: 'platform', signIn: true });
  await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
  // The remote sees the signed-in customer (the API's user id) in the shared auth store.
  await expect(page.getByTestId('fixture-user')).not.toHaveText('anonymous');

  const logoutCall = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/auth/logout',
  );
  await page.getByRole('button', { name: 'Fixture: request a logout' }).click();
  await logoutCall;

  await expect(page).toHaveURL(`${urlOf('platform')}/acceso`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Acceder' })).toBeVisible();
  await expect(main.getByLabel(/^Usuario/)).toBeVisible();
  const cookies = await context.cookies(urlOf('platform'));
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();

  // The session is gone: a private page sends to the login page again.
  await page.goto(`${urlOf('platform')}/perfil`);
  await expect(page).toHaveURL(/\/acceso/);
  await expect(page.getByRole('main').getByLabel(/^Usuario/)).toBeVisible();
  await page.goto(`${urlOf('platform')}/contratos/electricity`);
  await expect(page).toHaveURL(/\/acceso/);
  await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toHaveCount(0);
});
