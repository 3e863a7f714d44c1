// The OpenID Connect login end to end: the real provider (oidc-provider) on loopback, its sign-in and consent pages
// driven with fetch, then POST /api/v1/user/openid exchanging the code. Ports outside 8000-8099 (shared machine).
import type { OpenIdResponse } from '@portal/shared/api-types';
import { decodeJwt } from 'jose';
import { type TestApp, testApp } from '../../testing/app';
import { type RunningProvider, startOidcProvider } from './oidc-provider';

const OIDC_PORT = 18_531;
const REDIRECT = 'http://localhost:8080/connect';
let t: TestApp;
let provider: RunningProvider;

beforeAll(async () => {
  t = await testApp({ oidcPort: OIDC_PORT, portalOrigins: ['http://localhost:8080'] });
  provider = await startOidcProvider(t.app.config, t.app.db);
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

/** Follows the provider's redirects with a cookie jar until it sends the browser back to the portal. */
async function signIn(login: string, nonce: string): Promise<string> {
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
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: REDIRECT,
    nonce,
    state: 'signed-state',
  });
  let url = `${provider.issuer}/auth?${params}`;
  for (let step = 0; step < 12; step += 1) {
    const res = await request(url);
    const location = res.headers.get('location');
    if (location?.startsWith(REDIRECT)) return new URL(location).searchParams.get('code') ?? '';
    if (location) {
      url = new URL(location, provider.issuer).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status}`);
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
    const posted = await request(new URL(action, provider.issuer).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    url = new URL(posted.headers.get('location') ?? '', provider.issuer).toString();
  }
  throw new Error('the provider never redirected back');
}

const openid = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/openid', payload });

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

  it('creates a new customer for an unknown login', async () => {
    const code = await signIn('nuevo.cliente', 'nonce-2');
    const body = (await openid({ code, nonce: 'nonce-2', redirect_uri: REDIRECT })).json<OpenIdResponse>();
    expect(body.new_customer).toBe(true);
  });

  it('refuses a nonce that does not match, a reused code and a redirect URI outside the list', async () => {
    const code = await signIn('12345678Z', 'nonce-3');
    expect((await openid({ code, nonce: 'other', redirect_uri: REDIRECT })).statusCode).toBe(403);
    expect((await openid({ code, nonce: 'nonce-3', redirect_uri: REDIRECT })).statusCode).toBe(403);
    expect(
      (await openid({ code, nonce: 'nonce-3', redirect_uri: 'https://evil.example/connect' })).statusCode,
    ).toBe(400);
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
});
