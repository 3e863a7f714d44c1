// Bad input of every kind on the mutation calls: always a 4xx with a message, never a 5xx or a crash.
import { bearer, testApp, tokenFor, setUpFileApp } from '../testing/app';

const {
  t,
  headers: { laura: headers },
} = setUpFileApp({ laura: '12345678Z' }, { testEndpoints: true, adminKey: 'k' });

const ROUTES: [string, string][] = [
  ['POST', '/auth/get_token'],
  ['POST', '/auth/user/'],
  ['POST', '/auth/user/client_id'],
  ['POST', '/auth/is_token_valid'],
  ['POST', '/auth/recover'],
  ['POST', '/api/v1/user/openid'],
  ['PUT', '/api/v1/user/password'],
  ['PUT', '/api/v2/users/'],
  ['POST', '/api/v1/user/reset/'],
  ['POST', '/api/v1/signup/confirm'],
  ['POST', '/api/v1/contracts/0010001/power/'],
  ['POST', '/api/v1/contracts/0010001/iban/'],
  ['POST', '/api/v2/contracts/0010001/notification/'],
  ['PUT', '/api/v2/contracts/0010001/notification/email/'],
  ['POST', '/api/v2/contracts/0010001'],
  ['POST', '/api/v1/contracts/0010001/no_cession_sips/'],
  ['POST', '/api/v1/contracts/0010001/electronic_notification/'],
  ['PUT', '/api/v1/contract/0010001/double-tariff/'],
  ['POST', '/api/v1/contracts/0010001/atc/'],
  ['POST', '/api/v1/crm/cases/'],
  ['POST', '/api/v1/crm/unsigned/'],
  ['POST', '/api/v1/crm/cases/1/messages/'],
  ['PUT', '/__admin__/maintenance'],
  ['POST', '/__test__/token'],
];

const BODIES: [string, string, string][] = [
  ['malformed JSON', 'application/json', '{"a": '],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"hello"'],
  [
    'wrong types',
    'application/json',
    JSON.stringify({
      user: [],
      password: {},
      power_p1: { x: 1 },
      address_type: 7,
      category: [],
      polissa_id: null,
      email: 5,
      enabled: 'yes',
    }),
  ],
  [
    'unknown fields',
    'application/json',
    JSON.stringify({ __proto__: { admin: true }, constructor: 'x', zzz: 1 }),
  ],
  [
    'a huge string',
    'application/json',
    JSON.stringify({ user: 'x'.repeat(100_000), subject: 'y'.repeat(100_000), text: 'z'.repeat(100_000) }),
  ],
  [
    'a path traversal file',
    'application/json',
    JSON.stringify({
      attachment: [{ name: '../../../etc/passwd', content: 'data:application/pdf;base64,JVBERg==' }],
      files: [{ name: '..\\..\\boot.ini', content: 'data:image/png;base64,iVBO' }],
    }),
  ],
  ['plain text', 'text/plain', 'hello'],
  [
    'broken multipart',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  ],
];

describe.each(ROUTES)('%s %s', (method, url) => {
  it.each(BODIES)('answers %s with a 4xx', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { ...headers, 'content-type': contentType, 'x-admin-key': 'k' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('oversized bodies', () => {
  it('answers 413 file_too_large with the limit for a body over the limit', async () => {
    const small = await testApp({ uploadLimitBytes: 10_000 });
    const token = bearer(await tokenFor(small.app, '12345678Z'));
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/v1/crm/cases/',
      payload: JSON.stringify({ subject: 'x'.repeat(100_000) }),
      headers: { ...token, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'file_too_large', limit_bytes: 10_000 });
    await small.close();
  });
});
