import {
  OIDC_NONCE_KEY,
  OIDC_STATE_KEY,
  buildOidcAuthorizationUrl,
  clearOidcRoundTrip,
  oidcRedirectUri,
  readOidcNonce,
  signOidcState,
  verifyOidcState,
} from './oidc';

const settings = {
  authorizationUrl: 'https://idp.example/authorize',
  clientId: 'portal',
  scope: 'openid profile email',
  redirectUri: '',
};

beforeEach(() => sessionStorage.clear());

describe('OIDC state', () => {
  it('verifies a state it signed and reads back redirect and promo code', async () => {
    const state = await signOidcState({ redirect: '/facturas', promocode: 'WELCOME' });
    await expect(verifyOidcState(state)).resolves.toEqual({ redirect: '/facturas', promocode: 'WELCOME' });
  });

  it('refuses a tampered payload', async () => {
    const state = await signOidcState({ redirect: '/facturas' });
    const [, signature] = state.split('.');
    const forged = btoa(JSON.stringify({ redirect: '//evil.example' })).replace(/=+$/, '');
    await expect(verifyOidcState(`${forged}.${signature}`)).resolves.toBeUndefined();
  });

  it('refuses a state signed with another key (another tab or a lost session)', async () => {
    const state = await signOidcState({ redirect: '/facturas' });
    sessionStorage.removeItem(OIDC_STATE_KEY);
    await signOidcState({});
    await expect(verifyOidcState(state)).resolves.toBeUndefined();
  });

  it('refuses a missing or malformed state', async () => {
    await expect(verifyOidcState(null)).resolves.toBeUndefined();
    await expect(verifyOidcState('abc')).resolves.toBeUndefined();
    await expect(verifyOidcState('a.b.c')).resolves.toBeUndefined();
  });
});

describe('buildOidcAuthorizationUrl', () => {
  it('carries client id, response type, scope, signed state, nonce, redirect address and language', async () => {
    const url = new URL(
      await buildOidcAuthorizationUrl(settings, {
        redirect: '/perfil',
        locale: 'ca-ES',
        origin: 'https://portal.example',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(url.searchParams.get('client_id')).toBe('portal');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('redirect_uri')).toBe('https://portal.example/connect');
    expect(url.searchParams.get('ui_locales')).toBe('ca-ES');
    expect(url.searchParams.get('nonce')).toBe(sessionStorage.getItem(OIDC_NONCE_KEY));
    await expect(verifyOidcState(url.searchParams.get('state'))).resolves.toEqual({
      redirect: '/perfil',
      promocode: undefined,
    });
  });

  it('uses the configured redirect address when there is one', () => {
    expect(oidcRedirectUri({ redirectUri: 'https://portal.example/oidc' })).toBe(
      'https://portal.example/oidc',
    );
  });

  it('forgets nonce and key after a round trip', async () => {
    await buildOidcAuthorizationUrl(settings, { locale: 'es-ES' });
    expect(readOidcNonce()).toBeDefined();
    clearOidcRoundTrip();
    expect(readOidcNonce()).toBeUndefined();
    expect(sessionStorage.getItem(OIDC_STATE_KEY)).toBeNull();
  });
});
