// The provider's return (customer-area §4: "OpenID login uses a code plus state with a stored nonce; a missing nonce
// yields status 403 'Nonce not present'"; §8: OpenID failure "Invalid state" 403). The page-level journey, with the
// stored redirect and the new-customer rules: exposes/connect-page.test.tsx.
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { externalNavigation } from '../../../lib/external-navigation';
import { failWith } from '../../../testing/auth-handlers';
import { testToken } from '../../../testing/tokens';
import { OIDC_NONCE_KEY, OIDC_VERIFIER_KEY, signOidcState } from '../api/oidc-client';
import { ConnectCallback } from './connect-callback';

let calls = 0;
const server = setupTestServer(
  http.post('/api/v1/user/openid', async () => {
    calls += 1;
    await delay(30);
    return HttpResponse.json({ token: testToken(), openid_token: 'id-token', new_customer: false });
  }),
);
beforeEach(() => {
  resetPortalState();
  // The provider's return is validated for the brand's client (oauth4webapi).
  settingsStore.getState().setPublic({ 'oidc.clientId': 'portal' });
  calls = 0;
});
afterEach(() => jest.restoreAllMocks());

const FAILURE = <p>the login page message</p>;

/** A provider return this test signed; each test uses its own code (a code is completed once per page load). */
async function returnRoute(code: string, extra: Record<string, string> = {}): Promise<string> {
  const state = await signOidcState({});
  sessionStorage.setItem(OIDC_NONCE_KEY, 'the-nonce');
  sessionStorage.setItem(OIDC_VERIFIER_KEY, 'the-verifier');
  return `/connect?${new URLSearchParams({ code, state, ...extra }).toString()}`;
}

describe('ConnectCallback', () => {
  it('says it is completing the sign-in, then that the portal is opening', async () => {
    renderWithProviders(<ConnectCallback failure={FAILURE} />, { route: await returnRoute('code-ok') });
    expect(screen.getByRole('status')).toHaveTextContent('Completing the sign-in…');
    expect(await screen.findByText('Signed in. Opening the portal…')).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'openid' });
    expect(screen.queryByText('the login page message')).not.toBeInTheDocument();
  });

  it('the provider refused (?error=): shows the failure and the way to try again, with no call', async () => {
    renderWithProviders(<ConnectCallback failure={FAILURE} />, {
      route: await returnRoute('code-denied', { error: 'access_denied' }),
    });
    expect(await screen.findByText('the login page message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try to sign in again' })).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ statusCode: 403, statusText: 'access_denied' });
    expect(calls).toBe(0);
  });

  it('a failed exchange shows the failure; "Try to sign in again" leaves for the provider', async () => {
    server.use(failWith('post', '/api/v1/user/openid', 500, { message: 'boom' }));
    settingsStore.getState().setPublic({
      'oidc.enabled': true,
      'oidc.clientId': 'portal',
      'oidc.authorizationUrl': 'https://idp.example/authorize',
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ConnectCallback failure={FAILURE} />, {
      route: await returnRoute('code-500'),
    });
    expect(await screen.findByText('the login page message')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusCode: 500 });
    await user.click(screen.getByRole('button', { name: 'Try to sign in again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/idp\.example\/authorize\?/)),
    );
  });

  it('a page mounted again during the exchange completes the same code once', async () => {
    const route = await returnRoute('code-remount');
    renderWithProviders(<ConnectCallback failure={FAILURE} />, { route }).unmount();
    renderWithProviders(<ConnectCallback failure={FAILURE} />, { route });
    expect(await screen.findByText('Signed in. Opening the portal…')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
