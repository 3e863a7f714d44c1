// Issue 42 finding 11: anonymous writes had no throttle (password recovery, password reset, unsigned cases with up to
// six files each). Each is now counted per client address (429 `too_many_attempts` with Retry-After past the limit),
// before its body is read, with the login's trusted-address rule: X-Forwarded-For only from the portal's own proxy.
import { TINY_PNG } from './pdf';
import { type TestApp, testApp } from '../testing/app';

let t: TestApp;
beforeEach(async () => {
  t = await testApp({ anonymousWrites: { perAddress: 3, windowSeconds: 900 }, trustProxy: ['127.0.0.1'] });
});
afterEach(async () => t.close());

const VISITOR = '203.0.113.7';
const unsignedCase = {
  email: 'visitante@example.com',
  mobile: '+34600000001',
  category: 4,
  subject: 'Tarifas',
  description: '¿Qué tarifas tenéis?',
  attachment: Array.from({ length: 6 }, (_, i) => ({
    name: `foto-${i}.png`,
    content: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
  })),
};
const WRITES: [string, string, object, number][] = [
  ['password recovery', '/auth/recover', { email: 'laura.garcia@example.com' }, 200],
  ['password reset', '/api/v1/user/reset/', { nif: '12345678Z', email: 'laura.garcia@example.com' }, 200],
  ['an unsigned case', '/api/v1/crm/unsigned/', unsignedCase, 201],
];

const post = (url: string, payload: object, forwardedFor = VISITOR, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });

describe.each(WRITES)('%s', (_label, url, payload, ok) => {
  it('is throttled per client address, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(url, payload)).statusCode).toBe(ok);
    const refused = await post(url, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'too_many_attempts',
      retry_after_seconds: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await post(url, payload, '198.51.100.9')).statusCode).toBe(ok);
  });

  it('counts bad requests too, and refuses before reading the body', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(url, { broken: true })).statusCode).toBe(400);
    expect((await post(url, { broken: true })).statusCode).toBe(429);
  });

  it('does not trust X-Forwarded-For from anyone but the portal proxy', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post(url, payload, `198.51.100.${i + 10}`, '192.0.2.80')).statusCode).toBe(ok);
    expect((await post(url, payload, '198.51.100.99', '192.0.2.80')).statusCode).toBe(429);
  });
});

it('counts v1 and v2 of the unsigned case together', async () => {
  for (const version of [1, 2, 1])
    expect((await post(`/api/v${version}/crm/unsigned/`, unsignedCase)).statusCode).toBe(201);
  expect((await post('/api/v2/crm/unsigned/', unsignedCase)).statusCode).toBe(429);
});
