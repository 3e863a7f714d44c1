// Issue 15 finding 7: sessions end on logout and on a password change, and a refresh chain ends `sessionMaxSeconds`
// after its login.
import { decodeJwt } from 'jose';
import type { TokenResponse } from '@portal/shared/api-types';
import { type TestApp, bearer, passwordLogin, testApp, userIdOf } from '../../testing/app';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.close());

const login = async (password = 'Demo-2026'): Promise<string> => {
  const res = await passwordLogin(t.app, '12345678Z', password);
  expect(res.statusCode).toBe(200);
  return res.json<TokenResponse>().token;
};
const profile = async (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v2/users', headers: bearer(token) });
const refresh = async (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
const logout = async (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });

describe('logout', () => {
  it('revokes the session: its token and every token refreshed from it stop working, other sessions go on', async () => {
    const token = await login();
    const refreshed = (await refresh(token)).json<TokenResponse>().token;
    const otherDevice = await login();
    expect((await profile(token)).statusCode).toBe(200);

    expect((await logout(token)).json()).toEqual({ status: 'OK', had_token: true });
    for (const revoked of [token, refreshed]) {
      const res = await profile(revoked);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token' });
      expect((await refresh(revoked)).statusCode).toBe(401);
    }
    expect((await profile(otherDevice)).statusCode).toBe(200);
  });

  it('never fails, with a revoked, invalid or missing token', async () => {
    const token = await login();
    await logout(token);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout('not-a-token')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout' })).json()).toEqual({
      status: 'OK',
      had_token: false,
    });
  });
});

describe('password change', () => {
  it('ends every session of the old password and answers a working token for this one', async () => {
    const token = await login();
    const otherDevice = await login();
    const readOnly = await t.app.tokens.sign(userIdOf(t.app, '12345678Z'), { readonly: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(token),
      payload: { current: 'Demo-2026', password: 'Nuevo-Clave-2026' },
    });
    expect(res.statusCode).toBe(200);
    for (const old of [token, otherDevice, readOnly]) expect((await profile(old)).statusCode).toBe(401);
    expect((await profile(res.json<TokenResponse>().token)).statusCode).toBe(200);
    expect((await profile(await login('Nuevo-Clave-2026'))).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('continues the same session: same sid and login time, never past the session cap', async () => {
    const token = await login();
    const next = (await refresh(token)).json<TokenResponse>().token;
    const [first, second] = [decodeJwt(token), decodeJwt(next)];
    expect(second.sid).toBe(first.sid);
    expect(second.auth_time).toBe(first.auth_time);
    expect(second.exp).toBeLessThanOrEqual(Number(first.auth_time) + t.app.tokens.maxSessionSeconds);
  });

  it('cannot extend a session begun longer ago than the cap: the user signs in again', async () => {
    const id = userIdOf(t.app, '12345678Z');
    const now = Math.floor(Date.now() / 1000);
    const old = await t.app.tokens.verify(await t.app.tokens.sign(id));
    const begunLongAgo = await t.app.tokens.sign(id, {
      continues: { ...old, authTime: now - t.app.tokens.maxSessionSeconds - 60 },
      ttlSeconds: 3600,
    });
    const res = await refresh(begunLongAgo);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'token_expired' });
  });
});

describe('forged tokens', () => {
  it('refuses an unsigned (alg: none) token and a token whose payload was changed', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const genuine = await login();
    const claims = decodeJwt(genuine);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${b64({ ...claims, user_id: Number(claims.user_id) + 1 })}.${signature}`;
    for (const token of [unsigned, tampered]) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token' });
    }
  });
});
