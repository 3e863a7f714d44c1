// The portal's OpenID Connect client. customer-area §7: "The OpenID redirect carries client id, response type, scope, a
// signed state (with redirect and promocode), nonce, redirect address, language." Issue 42 finding 12: it uses PKCE
// (S256), through a maintained client library.
import { createHash } from 'node:crypto';
import { resetPortalState } from '@portal/shared/testing';
import { INVALID_STATE } from '../../../lib/oidc-status';
import {
  OIDC_NONCE_KEY,
  OIDC_STATE_KEY,
  OIDC_VERIFIER_KEY,
  buildOidcAuthorizationUrl,
  clearOidcRoundTrip,
  oidcRedirectUri,
  readOidcCodeVerifier,
  readOidcNonce,
  readOidcToken,
  signOidcState,
  storeOidcToken,
  validateOidcReturn,
  verifyOidcState,
} from './oidc-client';

const settings = {
  authorizationUrl: 'https://idp.example/authorize',
  clientId: 'portal',
  scope: 'openid profile email',
  redirectUri: '',
};

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

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

  it('carries the S256 PKCE challenge of a fresh verifier kept for /connect (RFC 7636 §4.2)', async () => {
    const first = new URL(await buildOidcAuthorizationUrl(settings, { locale: 'es-ES' }));
    const verifier = readOidcCodeVerifier();
    expect(verifier).toMatch(/^[\w-]{43,128}$/);
    expect(first.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.searchParams.get('code_challenge')).toBe(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    );
    const second = new URL(await buildOidcAuthorizationUrl(settings, { locale: 'es-ES' }));
    expect(readOidcCodeVerifier()).not.toBe(verifier);
    expect(second.searchParams.get('code_challenge')).not.toBe(first.searchParams.get('code_challenge'));
  });

  it('uses the configured redirect address when there is one', () => {
    expect(oidcRedirectUri({ redirectUri: 'https://portal.example/oidc' })).toBe(
      'https://portal.example/oidc',
    );
  });

  it('forgets nonce, key and verifier after a round trip', async () => {
    await buildOidcAuthorizationUrl(settings, { locale: 'es-ES' });
    expect(readOidcNonce()).toBeDefined();
    clearOidcRoundTrip();
    expect(readOidcNonce()).toBeUndefined();
    expect(sessionStorage.getItem(OIDC_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(OIDC_VERIFIER_KEY)).toBeNull();
  });
});

describe('validateOidcReturn', () => {
  async function providerReturn(extra: Record<string, string>): Promise<URLSearchParams> {
    const url = new URL(
      await buildOidcAuthorizationUrl(settings, { locale: 'es-ES', redirect: '/facturas' }),
    );
    return new URLSearchParams({ state: url.searchParams.get('state') ?? '', ...extra });
  }

  it("accepts the code of a return with this tab's state and the provider's issuer", async () => {
    const check = await validateOidcReturn(
      settings,
      await providerReturn({ code: 'c', iss: 'https://idp.example' }),
    );
    expect(check).toEqual({ ok: true, code: 'c', state: { redirect: '/facturas', promocode: undefined } });
  });

  it('refuses a return from another issuer (RFC 9207) or with a foreign state as an invalid state', async () => {
    const mixUp = await validateOidcReturn(
      settings,
      await providerReturn({ code: 'c', iss: 'https://evil.example' }),
    );
    expect(mixUp).toEqual({ ok: false, reason: INVALID_STATE });
    const foreign = await validateOidcReturn(settings, new URLSearchParams({ code: 'c', state: 'a.b' }));
    expect(foreign).toEqual({ ok: false, reason: INVALID_STATE });
  });

  it("answers the provider's error code, and refuses a return with neither code nor error", async () => {
    const denied = await validateOidcReturn(settings, await providerReturn({ error: 'access_denied' }));
    expect(denied).toEqual({ ok: false, reason: 'access_denied' });
    expect(await validateOidcReturn(settings, await providerReturn({}))).toEqual({
      ok: false,
      reason: INVALID_STATE,
    });
  });
});

// Issue 15 finding 10: "Blocked sessionStorage crashes the page".
describe('with sessionStorage blocked', () => {
  beforeEach(() => {
    resetPortalState();
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  });

  it('the OpenID round trip starts, and its return is refused as an invalid state instead of crashing', async () => {
    const url = await buildOidcAuthorizationUrl(
      { authorizationUrl: 'https://idp.example/auth', clientId: 'portal', scope: 'openid', redirectUri: '' },
      { locale: 'es-ES', origin: 'https://portal.example' },
    );
    const state = new URL(url).searchParams.get('state');
    await expect(verifyOidcState(state)).resolves.toBeUndefined();
    expect(readOidcNonce()).toBeUndefined();
    expect(readOidcCodeVerifier()).toBeUndefined();
    expect(() => storeOidcToken('id-token')).not.toThrow();
    expect(readOidcToken()).toBeUndefined();
  });
});
