// Issue 43 item 2: a wrong client-id link (`/?client_id=…&secret=wrong`, 403) on the visitor home failed silently;
// the login page must say "client id data invalid" (customer-area §8 "Login").
import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { bootstrapSession } from '../session/bootstrap-session';
import { loadRemote } from '../testing/mf-runtime-mock';
import { pageModule, renderPortal } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';

setupTestServer(
  http.post('*/auth/user/client_id', () => HttpResponse.json({ message: 'invalid_client' }, { status: 403 })),
  http.post('*/auth/is_token_valid', () => HttpResponse.json({ token_is_valid: false })),
);

beforeEach(() => {
  resetPortalState();
  resetShellState();
  loadRemote.mockImplementation(async (id: string) => pageModule(`module ${id}`));
  // The default brand's home: the visitor's tab-group home, which has no room for a login message.
  settingsStore.getState().setPublic({ homeType: 'tabGroups', contact: true, unsignedContact: true });
});

/**
 * Opens the portal at this address (its path, with the link's query) showing these remotes, the session's check begun
 * before the first render as on start, and waits for that check.
 */
async function openWithSession(address: string, remotes: Parameters<typeof renderPortal>[1]) {
  window.history.replaceState(null, '', address);
  const done = bootstrapSession();
  const { router } = renderPortal(new URL(address, location.origin).pathname, remotes);
  await done;
  return router;
}

it('a refused client id link on the home goes to the login page, which says why', async () => {
  const router = await openWithSession('/?client_id=demo-household&secret=wrong', [
    'mf_auth',
    'mf_contracts',
  ]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByText('module mf_auth/LoginPage')).toBeInTheDocument();
  // What the login page's message reads (mf-auth's loginStatusMessage: "client id data invalid").
  expect(authStore.getState()).toMatchObject({
    statusCode: 403,
    statusText: 'The client id data is not valid',
    statusType: 'error',
    loginType: 'clientid',
  });
});

it('a refused token link on a public page goes to the login page too', async () => {
  const router = await openWithSession('/contact?token=bad', ['mf_auth', 'mf_cases']);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(authStore.getState()).toMatchObject({
    statusText: 'The access token is not valid',
    loginType: 'token',
  });
});

it("on a private page the guard's error page says it, and the visitor stays", async () => {
  const router = await openWithSession('/invoices?client_id=demo-household&secret=wrong', [
    'mf_auth',
    'mf_invoices_payment',
  ]);
  expect(await screen.findByText('The client id data is not valid')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/invoices');
});

it('navigates once: the visitor may leave the login page afterwards', async () => {
  const router = await openWithSession('/?client_id=demo-household&secret=wrong', [
    'mf_auth',
    'mf_contracts',
  ]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await router.navigate('/');
  expect(await screen.findByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
