import { authStore, OIDC_TOKEN_KEY } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  OIDC_NONCE_KEY,
  OIDC_VERIFIER_KEY,
  readOidcCodeVerifier,
  readOidcNonce,
  signOidcState,
} from '../features/oidc/api/oidc-client';
import { externalNavigation } from '../lib/external-navigation';
import { failWith } from '../testing/auth-handlers';
import { testToken } from '../testing/tokens';
import ConnectPage from './connect-page';

const token = testToken();
let sent: unknown;
let calls = 0;
let newCustomer = false;
const server = setupTestServer(
  http.post('/api/v1/user/openid', async ({ request }) => {
    sent = await request.json();
    calls += 1;
    return HttpResponse.json({ token, openid_token: 'oidc-id-token', new_customer: newCustomer });
  }),
);
beforeEach(() => {
  resetPortalState();
  // The provider's return is validated for the brand's client (oauth4webapi).
  settingsStore.getState().setPublic({ 'oidc.clientId': 'portal' });
  sent = undefined;
  calls = 0;
  newCustomer = false;
});
afterEach(() => jest.restoreAllMocks());

async function connectRoute(payload: { redirect?: string; promocode?: string }, nonce = 'the-nonce') {
  const state = await signOidcState(payload);
  sessionStorage.setItem(OIDC_NONCE_KEY, nonce);
  sessionStorage.setItem(OIDC_VERIFIER_KEY, 'the-verifier');
  return `/connect?${new URLSearchParams({ code: 'the-code', state }).toString()}`;
}

describe('ConnectPage (OpenID return)', () => {
  it('sends code, stored nonce, PKCE verifier and redirect address; stores the OIDC token; logs in as openid', async () => {
    renderWithProviders(<ConnectPage />, { route: await connectRoute({ redirect: '/profile' }) });
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(sent).toEqual({
      code: 'the-code',
      nonce: 'the-nonce',
      code_verifier: 'the-verifier',
      redirect_uri: `${location.origin}/connect`,
    });
    expect(sessionStorage.getItem(OIDC_TOKEN_KEY)).toBe('oidc-id-token');
    expect(authStore.getState()).toMatchObject({ loginType: 'openid', newCustomer: false, token });
    expect(authStore.getState().redirect).toEqual({ path: '/profile' });
    expect(readOidcNonce()).toBeUndefined();
    expect(readOidcCodeVerifier()).toBeUndefined();
  });

  it('sends a code once, even when the page is remounted while the login runs', async () => {
    const route = await connectRoute({});
    renderWithProviders(<ConnectPage />, { route }).unmount();
    renderWithProviders(<ConnectPage />, { route });
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(calls).toBe(1);
  });

  it('a new customer goes to the first enabled contracting route (dual, electricity, gas)', async () => {
    newCustomer = true;
    settingsStore.getState().setPublic({
      'oidc.clientId': 'portal',
      'contractation.electricity.enabled': true,
      'contractation.gas.enabled': true,
    });
    renderWithProviders(<ConnectPage />, { route: await connectRoute({ redirect: '/profile' }) });
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(authStore.getState().newCustomer).toBe(true);
    expect(authStore.getState().redirect).toEqual({ path: '/new-electricity-customer' });
  });

  it('a promo code goes to contracting with the code; else invoices when no contracting is on', async () => {
    renderWithProviders(<ConnectPage />, { route: await connectRoute({ promocode: 'WELCOME' }) });
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(authStore.getState().redirect).toEqual({ path: '/invoices' });
    expect(authStore.getState().redirectSearchParams).toBe('?promocode=WELCOME');
  });

  it('a state it did not sign: 403 "Invalid state", no call', async () => {
    await signOidcState({});
    sessionStorage.setItem(OIDC_NONCE_KEY, 'n');
    renderWithProviders(<ConnectPage />, { route: '/connect?code=c&state=forged.state' });
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid state');
    expect(authStore.getState()).toMatchObject({ statusCode: 403, statusText: 'Invalid state' });
    expect(sent).toBeUndefined();
  });

  it('no stored nonce: 403 "Nonce not present", no call', async () => {
    const route = await connectRoute({});
    sessionStorage.removeItem(OIDC_NONCE_KEY);
    renderWithProviders(<ConnectPage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('nonce not present');
    expect(authStore.getState()).toMatchObject({ statusCode: 403, statusText: 'Nonce not present' });
    expect(sent).toBeUndefined();
  });

  it('a failed exchange shows the message and offers to sign in again', async () => {
    server.use(failWith('post', '/api/v1/user/openid', 403, { message: 'Nonce not present' }));
    settingsStore.getState().setPublic({
      'oidc.enabled': true,
      'oidc.clientId': 'portal',
      'oidc.authorizationUrl': 'https://idp.example/a',
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ConnectPage />, { route: await connectRoute({}) });
    expect(await screen.findByRole('alert')).toHaveTextContent('nonce not present');
    await user.click(screen.getByRole('button', { name: 'Try to sign in again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/idp\.example\/a\?/)),
    );
  });
});
