import type {
  ProfileV1Response,
  ProfileV2Response,
  TokenResponse,
  TokenValidResponse,
} from '@portal/shared/api-types';
import { decodeJwt } from 'jose';
import { bearer, expiredToken, tokenFor, setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';

const { t, call } = setUpFileApp({}, { testEndpoints: true, adminKey: 'admin-test-key' });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST {auth}/get_token', () => {
  it('answers a JWT carrying the user id for the demo credentials', async () => {
    const res = await post('/auth/get_token', { user: '12345678Z', password: 'Demo-2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    const payload = decodeJwt(body.token);
    expect(typeof payload.user_id).toBe('number');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 403 on wrong credentials (spec §8 "403 credentials incorrect")', async () => {
    const res = await post('/auth/get_token', { user: '12345678Z', password: 'wrong' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'invalid_credentials' });
  });

  it('answers 400 with per-field errors for missing, mistyped and unknown fields', async () => {
    const res = await post('/auth/get_token', { user: 12, extra: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password: 'The field cannot be empty',
      extra: 'Unknown field',
      user: 'The value has the wrong type',
    });
  });
});

describe('POST {auth}/user/client_id', () => {
  it('logs in with a seeded client id and secret', async () => {
    const res = await post('/auth/user/client_id', {
      client_id: 'demo-household',
      secret: 'household-secret-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenResponse>().token).toMatch(/^ey/);
  });
  it('refuses a wrong secret with 403', async () => {
    const res = await post('/auth/user/client_id', { client_id: 'demo-household', secret: 'nope' });
    expect(res.statusCode).toBe(403);
  });
});

// POST {auth}/user/ (register) completes an activation: register.test.ts (issue 42 findings 3 and 4).

describe('POST {auth}/is_token_valid', () => {
  it('tells valid, expired and garbage tokens apart', async () => {
    const valid = await post('/auth/is_token_valid', { token: await tokenFor(t.app, '12345678Z') });
    expect(valid.json<TokenValidResponse>()).toEqual({ token_is_valid: true });
    const expired = await post('/auth/is_token_valid', { token: await expiredToken(t.app, '12345678Z') });
    expect(expired.json<TokenValidResponse>()).toEqual({ token_is_valid: false });
    const garbage = await post('/auth/is_token_valid', { token: 'abc' });
    expect(garbage.json<TokenValidResponse>()).toEqual({ token_is_valid: false });
  });
});

describe('POST {auth}/recover and /api/v1/user/reset/', () => {
  it('answers OK for any well-formed address', async () => {
    expect((await post('/auth/recover', { email: 'laura.garcia@example.com' })).json()).toEqual({
      status: 'OK',
    });
    expect((await post('/auth/recover', { email: 'nobody@example.com' })).statusCode).toBe(200);
  });
  it('answers 400 per-field errors for a bad tax id and e-mail (visitor spec §5)', async () => {
    const res = await post('/api/v1/user/reset/', { nif: '12345678A', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ nif: 'invalid VAT', email: 'validation email not valid' });
  });
  it('accepts a valid tax id with the ES prefix', async () => {
    const res = await post('/api/v1/user/reset/', { nif: 'ES12345678Z', email: 'laura.garcia@example.com' });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh and logout (designed)', () => {
  it('refreshes a valid token, keeping read-only', async () => {
    const token = await tokenFor(t.app, '12345678Z', { readonly: true });
    const res = await post('/auth/refresh', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json<TokenResponse>().token).readonly).toBe(true);
  });
  it('does not refresh an expired token', async () => {
    const res = await post('/auth/refresh', {}, bearer(await expiredToken(t.app, '12345678Z')));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'token_expired' });
  });
  it('always confirms a logout', async () => {
    expect((await post('/auth/logout', {})).json()).toEqual({ status: 'OK', had_token: false });
  });
});

describe('profile GET/PUT users/', () => {
  it('answers v2 under data and v1 under data.result', async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const v2 = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers });
    expect(v2.json<ProfileV2Response>().data).toMatchObject({
      name: 'Laura García Martín',
      email: 'laura.garcia@example.com',
    });
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers });
    expect(v1.json<ProfileV1Response>().data.result.name).toBe('Laura García Martín');
  });
  // Issue 42 finding 1: the mobile changes at once, a new e-mail only once confirmed (email-change.test.ts).
  it('updates the mobile, keeps the e-mail until confirmed, and refuses invalid ones', async () => {
    const headers = bearer(await tokenFor(t.app, '00000000T'));
    const ok = await call('PUT', '/api/v2/users/', headers, {
      mobile: '+34611222333',
      email: 'pablo@example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ProfileV2Response>().data).toMatchObject({
      mobile: '+34611222333',
      email: 'pablo.ruiz@example.com',
      pending_email: 'pablo@example.com',
    });
    const bad = await call('PUT', '/api/v1/users/', headers, { mobile: '12', email: 'x@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ mobile: 'phone not valid', email: 'validation email not valid' });
  });
});

describe('PUT /api/v1/user/password', () => {
  it('answers 403 on a wrong current password and changes it with the right one', async () => {
    const headers = bearer(await tokenFor(t.app, 'B12345674'));
    const change = (current: string, password: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/password', headers, payload: { current, password } });
    expect((await change('Wrong-2026', 'New-pass-1')).statusCode).toBe(403);
    expect((await change('Demo-2026', 'simple')).statusCode).toBe(400);
    const ok = await change('Demo-2026', 'New-pass-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'OK' });
    expect((await post('/auth/get_token', { user: 'B12345674', password: 'New-pass-1' })).statusCode).toBe(
      200,
    );
    await change('New-pass-1', 'Demo-2026');
  });
});

describe('POST /api/v1/user/openid', () => {
  it('answers 403 "Nonce not present" without a nonce (spec §4)', async () => {
    const res = await post('/api/v1/user/openid', { code: 'abc' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Nonce not present' });
  });
});

describe('test and impersonation tokens', () => {
  it('creates a throwaway customer with a confirmed e-mail through /__test__/user (TEST_ENDPOINTS only)', async () => {
    const created = await post('/__test__/user', { user: 'e2e-throwaway', password: 'Start-2026!' });
    expect(created.statusCode).toBe(201);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/',
      headers: bearer(created.json<TokenResponse>().token),
    });
    expect(profile.json<ProfileV2Response>().data.email).toBe('e2e-throwaway@example.com');
    expect((await post('/__test__/user', { user: 'E2E-THROWAWAY', password: 'x' })).statusCode).toBe(400);
    const login = await post('/auth/get_token', { user: 'E2E-THROWAWAY', password: 'Start-2026!' });
    expect(login.statusCode).toBe(200);
  });

  it('issues a read-only token through /__test__/token and the admin endpoint', async () => {
    const test = await post('/__test__/token', { user: '12345678Z', readonly: true, ttl_seconds: 30 });
    expect(decodeJwt(test.json<TokenResponse>().token)).toMatchObject({ readonly: true });
    const admin = await post(
      '/__admin__/impersonate',
      { user: '12345678Z' },
      { 'x-admin-key': 'admin-test-key' },
    );
    expect(decodeJwt(admin.json<TokenResponse>().token)).toMatchObject({ readonly: true });
    expect(
      (await post('/__admin__/impersonate', { user: '12345678Z' }, { 'x-admin-key': 'bad' })).statusCode,
    ).toBe(403);
  });
});

describeGuards(
  () => t.app,
  [
    { method: 'GET', url: '/api/v2/users/' },
    { method: 'GET', url: '/api/v1/users/' },
    { method: 'PUT', url: '/api/v2/users/', payload: { mobile: '+34611222333' } },
    { method: 'PUT', url: '/api/v1/users/', payload: { mobile: '+34611222333' } },
    {
      method: 'PUT',
      url: '/api/v1/user/password',
      payload: { current: 'Demo-2026', password: 'New-pass-1' },
    },
  ],
);
