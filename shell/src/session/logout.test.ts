import { authStore, OIDC_TOKEN_KEY, readTokenCookie } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState } from '@portal/shared/testing';
import { logout, providerLogoutUrl } from './logout';

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess('some.token.sig', { loginType: 'openid' });
});

function fakeWindow(assign: jest.Mock): Window {
  return {
    sessionStorage: window.sessionStorage,
    location: { origin: 'https://portal.example', assign },
  } as unknown as Window;
}

describe('logout', () => {
  it('resets the state without OIDC and stays in the portal', () => {
    const assign = jest.fn();
    expect(logout('user', fakeWindow(assign))).toBe(false);
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: undefined,
      loginType: 'logout',
    });
    expect(readTokenCookie()).toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it("with OIDC goes to the provider's logout with the stored OIDC token as id_token_hint", () => {
    settingsStore
      .getState()
      .setPublic({ 'oidc.enabled': true, 'oidc.logoutUrl': 'https://idp.example/logout' });
    sessionStorage.setItem(OIDC_TOKEN_KEY, 'oidc-id-token');
    const assign = jest.fn();
    expect(logout('user', fakeWindow(assign))).toBe(true);
    expect(assign).toHaveBeenCalledWith(
      'https://idp.example/logout?id_token_hint=oidc-id-token&post_logout_redirect_uri=https%3A%2F%2Fportal.example%2F',
    );
    expect(sessionStorage.getItem(OIDC_TOKEN_KEY)).toBeNull();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  // Issue 15 finding 10: "Blocked sessionStorage crashes the page" (reading it throws a SecurityError).
  it('logs out and goes to the provider even when sessionStorage is blocked', () => {
    settingsStore
      .getState()
      .setPublic({ 'oidc.enabled': true, 'oidc.logoutUrl': 'https://idp.example/logout' });
    const assign = jest.fn();
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      location: { origin: 'https://portal.example', assign },
    } as unknown as Window;
    expect(logout('user', blocked)).toBe(true);
    expect(assign).toHaveBeenCalledWith(
      'https://idp.example/logout?post_logout_redirect_uri=https%3A%2F%2Fportal.example%2F',
    );
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('builds the provider URL over an existing query', () => {
    expect(providerLogoutUrl('https://idp.example/end?x=1', undefined, 'https://p.example')).toBe(
      'https://idp.example/end?x=1&post_logout_redirect_uri=https%3A%2F%2Fp.example%2F',
    );
  });
});
