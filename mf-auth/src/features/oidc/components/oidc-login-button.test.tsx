// With OpenID on and the default login allowed, the provider is offered beside the form (customer-area §2 routing
// rules; §7: the redirect carries client id, response type, scope, a signed state, a nonce and the language), and the
// PKCE challenge (issue 42 finding 12).
import { createHash } from 'node:crypto';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { externalNavigation } from '../../../lib/external-navigation';
import { OIDC_NONCE_KEY, readOidcCodeVerifier, verifyOidcState } from '../api/oidc-client';
import { OidcLoginButton } from './oidc-login-button';

let assign: jest.SpyInstance<void, [string]>;
beforeEach(() => {
  resetPortalState();
  settingsStore.getState().setPublic({
    'oidc.enabled': true,
    'oidc.allowDefaultLogin': true,
    'oidc.authorizationUrl': 'https://idp.example/authorize',
    'oidc.clientId': 'portal',
  });
  assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function leftFor(): Promise<URL> {
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  return new URL(assign.mock.calls[0]?.[0] ?? '');
}

describe('OidcLoginButton', () => {
  it('does not leave until clicked', () => {
    renderWithProviders(<OidcLoginButton />);
    expect(screen.getByRole('button', { name: 'Sign in with your single sign-on account' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves for the provider with a signed state carrying the page's redirect and promo code", async () => {
    const { user } = renderWithProviders(<OidcLoginButton />, {
      route: '/login?redirect=%2Fprofile&promocode=SUMMER',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in with your single sign-on account' }));
    const url = await leftFor();
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(url.searchParams.get('client_id')).toBe('portal');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('nonce')).toBe(sessionStorage.getItem(OIDC_NONCE_KEY));
    expect(await verifyOidcState(url.searchParams.get('state'))).toEqual({
      redirect: '/profile',
      promocode: 'SUMMER',
    });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256')
        .update(readOidcCodeVerifier() ?? '')
        .digest('base64url'),
    );
  });

  it('never carries a redirect to another site', async () => {
    const { user } = renderWithProviders(<OidcLoginButton />, {
      route: '/login?redirect=%2F%2Fevil.example',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in with your single sign-on account' }));
    const url = await leftFor();
    expect((await verifyOidcState(url.searchParams.get('state')))?.redirect).toBeUndefined();
  });

  it('is busy once clicked, so a second click does not start another round trip', async () => {
    const { user } = renderWithProviders(<OidcLoginButton />);
    const button = screen.getByRole('button', { name: 'Sign in with your single sign-on account' });
    await user.click(button);
    await leftFor();
    expect(button).toBeDisabled();
    await user.click(button);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
