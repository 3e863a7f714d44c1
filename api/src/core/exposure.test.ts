// Issue 42 finding 12 (Info), the API's part: personal answers lack `Cache-Control: no-store`; `portal.sqlite` is
// world-readable (0644) while `jwt-secret` is 0600; the admin key is compared without constant time and its guesses
// are not throttled. (The OpenID Connect provider's part: domains/auth/oidc.test.ts.)
import fs from 'node:fs';
import { type TestApp, bearer, testApp, tokenFor } from '../testing/app';
import { sameKey } from './admin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    adminKey: 'the-admin-key-0123456789',
    loginAttempts: { perAccount: 3, perAddress: 3, windowSeconds: 900 },
  });
});
afterAll(async () => t.close());

describe('answers are not kept by caches', () => {
  it('a profile, a token, a list and an error carry Cache-Control: no-store', async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers }),
      await t.app.inject({ method: 'GET', url: '/api/v2/contracts?offset=0&limit=5', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/auth/get_token',
        payload: { user: '12345678Z', password: 'Demo-2026' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/v2/users/' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the database file', () => {
  it('is readable by its owner only, like the key next to it', () => {
    const file = t.app.config.dbPath;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    if (fs.existsSync(`${file}-wal`)) expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
  });
});

describe('the admin key', () => {
  const impersonate = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/__admin__/impersonate',
      payload: { user: '12345678Z' },
      headers: { 'x-admin-key': key },
      remoteAddress,
    });

  it('is compared by digest (any length, any content)', () => {
    expect(sameKey('the-admin-key-0123456789', 'the-admin-key-0123456789')).toBe(true);
    expect(sameKey('the-admin-key', 'the-admin-key-0123456789')).toBe(false);
    expect(sameKey('', 'x')).toBe(false);
  });

  it('wrong keys are throttled per client address (429), another address still gets in', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await impersonate(`guess-${i}`, '203.0.113.90')).statusCode).toBe(403);
    const throttled = await impersonate('the-admin-key-0123456789', '203.0.113.90');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ message: 'too_many_attempts' });
    expect((await impersonate('the-admin-key-0123456789', '203.0.113.91')).statusCode).toBe(200);
  });
});
