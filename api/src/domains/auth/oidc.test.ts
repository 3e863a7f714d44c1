// The OpenID Connect login end to end: the real provider (oidc-provider) on loopback, its sign-in and consent pages
// driven with fetch, then POST /api/v1/user/openid exchanging the code. Ports outside 8000-8099 (shared machine).
// Issue 15 finding 3: the provider checks the seeded credentials (and throttles like the API's login), and the code
// only signs in to the brand whose client it was issued to, when that brand has OIDC on.
// Issue 42 finding 12: PKCE is required: an authorisation without code_challenge comes back as an error, and the code
// is exchanged only with the verifier of its challenge.
import { createHash } from 'node:crypto';
import type { OpenIdResponse } from '@portal/shared/api-types';
import { decodeJwt } from 'jose';
import { type TestApp, passwordLogin, testApp } from '../../testing/app';
import { type RunningProvider, providerConfiguration, startOidcProvider } from './oidc-provider';

const OIDC_PORT = 18_531;
const REDIRECT = 'http://localhost:8080/connect';
/** Another brand's client at the same provider. */
const OTHER = { brand: 'other', clientId: 'other-portal', clientSecret: 'other-secret' };
const OTHER_REDIRECT = 'http://localhost:8280/connect';
let t: TestApp;
let provider: RunningProvider;

beforeAll(async () => {
  t = await testApp({
    oidcPort: OIDC_PORT,
    portalOrigins: ['http://localhost:8080'],
    oidcExtraClients: [{ ...OTHER, redirectUris: [OTHER_REDIRECT] }],
    loginAttempts: { perAccount: 3, perAddress: 50, windowSeconds: 900 },
  });
  provider = await startOidcProvider(t.app.config, t.app.db, t.app.loginThrottle);
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

/** The PKCE pair of these tests' round trips (RFC 7636 appendix B). */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

interface SignInOptions {
  password?: string;
  clientId?: string;
  redirect?: string;
  /** The code_challenge sent; null sends none. */
  challenge?: string | null;
}

/** The provider's error when it sent the browser back without a code. */
class ReturnedError extends Error {
  constructor(readonly params: URLSearchParams) {
    super(`returned with ${params.get('error') ?? 'no code'}`);
  }
}

/** What the provider answered to the sign-in form when it did not send the browser back. */
class SignInRefused extends Error {
  constructor(
    readonly status: number,
    readonly page: string,
  ) {
    super(`sign-in refused: ${status}`);
  }
}

/** Follows the provider's redirects with a cookie jar until it sends the browser back to the portal. */
async function signIn(
  login: string,
  nonce: string,
  {
    password = 'Demo-2026',
    clientId = 'portal',
    redirect = REDIRECT,
    challenge = challengeOf(VERIFIER),
  }: SignInOptions = {},
): Promise<string> {
  const jar = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    return res;
  };
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirect,
    nonce,
    state: 'signed-state',
    ...(challenge === null ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
  });
  let url = `${provider.issuer}/auth?${params}`;
  for (let step = 0; step < 12; step += 1) {
    const res = await request(url);
    const location = res.headers.get('location');
    if (location?.startsWith(redirect)) {
      const back = new URL(location).searchParams;
      const code = back.get('code');
      if (!code) throw new ReturnedError(back);
      return code;
    }
    if (location) {
      url = new URL(location, provider.issuer).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status}`);
    const posted = await request(new URL(action, provider.issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
    const next = posted.headers.get('location');
    if (!next) throw new SignInRefused(posted.status, await posted.text());
    url = new URL(next, provider.issuer).toString();
  }
  throw new Error('the provider never redirected back');
}

/** POST user/openid as the portal's /connect page does: with the round trip's verifier unless the test says. */
const openid = (payload: object, brand: string | null = 'lite') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/openid',
    payload: { code_verifier: VERIFIER, ...payload },
    headers: brand ? { 'x-brand': brand } : {},
  });

async function refusal(attempt: Promise<unknown>): Promise<SignInRefused> {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof SignInRefused)) throw new Error(`expected a refused sign-in, got ${String(error)}`);
  return error;
}

describe('OpenID Connect login', () => {
  it('signs in a seeded customer through the provider and answers token, openid_token and new_customer', async () => {
    const code = await signIn('12345678Z', 'nonce-1');
    const res = await openid({ code, nonce: 'nonce-1', redirect_uri: REDIRECT });
    expect(res.statusCode).toBe(200);
    const body = res.json<OpenIdResponse>();
    expect(body.new_customer).toBe(false);
    expect(decodeJwt(body.openid_token)).toMatchObject({
      sub: '12345678Z',
      nonce: 'nonce-1',
      iss: provider.issuer,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().data.name).toBe('Laura García Martín');
  });

  it('refuses a wrong password and an unknown login at the provider, the same way', async () => {
    const wrong = await refusal(signIn('12345678Z', 'nonce-2', { password: 'any' }));
    expect(wrong.status).toBe(401);
    expect(wrong.page).toContain('Invalid login or password');
    const unknown = await refusal(signIn('nuevo.cliente', 'nonce-2', { password: 'Demo-2026' }));
    expect(unknown.status).toBe(401);
    expect(unknown.page).toContain('Invalid login or password');
  });

  it("counts the provider's failures with the API's login throttle (by account)", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await refusal(signIn('00000000T', 'nonce-5', { password: 'Wrong-2026' }))).status).toBe(401);
    // The right password no longer helps, at the provider or at the API's own login.
    expect((await refusal(signIn('00000000T', 'nonce-5'))).status).toBe(429);
    const api = await passwordLogin(t.app, '00000000T', 'Demo-2026');
    expect(api.statusCode).toBe(429);
  });

  it('refuses the code at a brand without OIDC, and does not spend it there', async () => {
    const code = await signIn('12345678Z', 'nonce-6');
    expect(
      (await openid({ code, nonce: 'nonce-6', redirect_uri: REDIRECT }, 'default')).json(),
    ).toMatchObject({
      message: 'oidc_not_enabled',
    });
    expect((await openid({ code, nonce: 'nonce-6', redirect_uri: REDIRECT }, null)).statusCode).toBe(403);
    expect((await openid({ code, nonce: 'nonce-6', redirect_uri: REDIRECT })).statusCode).toBe(200);
  });

  it("refuses a code issued to another brand's client, and another brand's redirect URI", async () => {
    const code = await signIn('12345678Z', 'nonce-7', { clientId: OTHER.clientId, redirect: OTHER_REDIRECT });
    expect(code).not.toBe('');
    expect((await openid({ code, nonce: 'nonce-7', redirect_uri: OTHER_REDIRECT })).statusCode).toBe(400);
    expect((await openid({ code, nonce: 'nonce-7', redirect_uri: REDIRECT })).statusCode).toBe(403);
  });

  it('refuses a nonce that does not match, a reused code and a redirect URI outside the list', async () => {
    const code = await signIn('12345678Z', 'nonce-3');
    expect((await openid({ code, nonce: 'other', redirect_uri: REDIRECT })).statusCode).toBe(403);
    expect((await openid({ code, nonce: 'nonce-3', redirect_uri: REDIRECT })).statusCode).toBe(403);
    expect(
      (await openid({ code, nonce: 'nonce-3', redirect_uri: 'https://evil.example/connect' })).statusCode,
    ).toBe(400);
  });

  it('refuses an authorisation without a PKCE challenge (code_challenge) and sends no code back', async () => {
    const error = await signIn('12345678Z', 'nonce-8', { challenge: null }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ReturnedError);
    const back = (error as ReturnedError).params;
    expect(back.get('error')).toBe('invalid_request');
    expect(back.get('error_description')).toMatch(/PKCE/);
    expect(back.get('code')).toBeNull();
  });

  it('refuses a code exchanged with a wrong verifier or without one', async () => {
    const code = await signIn('12345678Z', 'nonce-9');
    const wrong = await openid({
      code,
      nonce: 'nonce-9',
      redirect_uri: REDIRECT,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: 'Invalid code' });
    expect(
      (await openid({ code, nonce: 'nonce-9', redirect_uri: REDIRECT, code_verifier: undefined })).statusCode,
    ).toBe(403);
  });

  it('offers S256 as its only PKCE method', async () => {
    const discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it("accepts the shell's logout: id_token_hint and post_logout_redirect_uri <origin>/", async () => {
    const code = await signIn('12345678Z', 'nonce-4');
    const { openid_token: idToken } = (
      await openid({ code, nonce: 'nonce-4', redirect_uri: REDIRECT })
    ).json<OpenIdResponse>();
    const params = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
    const res = await fetch(`${provider.issuer}/session/end?${params}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<form');
    const bad = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    expect((await fetch(`${provider.issuer}/session/end?${bad}`, { redirect: 'manual' })).status).toBe(400);
  });

  it('publishes the end_session (logout) endpoint in its discovery document', async () => {
    const discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(discovery.end_session_endpoint).toBe(`${provider.issuer}/session/end`);
    expect(discovery.authorization_endpoint).toBe(`${provider.issuer}/auth`);
  });

  // Issue 42 finding 12: "the reference OpenID Connect provider's sign-in page can be framed; the JWT key doubles as
  // the provider's cookie key".
  it('its sign-in page may not be framed, and its cookies are not signed with the session key', async () => {
    const params = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: REDIRECT,
      nonce: 'nonce-frame',
      code_challenge: challengeOf(VERIFIER),
      code_challenge_method: 'S256',
    });
    const start = await fetch(`${provider.issuer}/auth?${params}`, { redirect: 'manual' });
    const cookies = start.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(start.headers.get('location') ?? '', provider.issuer), {
      headers: { cookie: cookies },
    });
    expect(await page.text()).toContain('<form');
    for (const res of [start, page]) {
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const keys = providerConfiguration(t.app.config, t.app.db).cookies?.keys;
    expect(Array.isArray(keys) && keys.length > 0).toBe(true);
    expect(keys).not.toContain(t.app.config.jwtSecret);
  });
});
