import { decodeNewsletterToken, paramsOfNewsletterUrl } from './token';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.signature`;

describe('the newsletter token', () => {
  it('gives the subscriber of a token carrying subscriptor_id (visitor-features §2 "a params value (an encoded token) identifying the subscriber")', () => {
    const token = jwt({ subscriptor_id: 7, aud: 'newsletter', exp: 4_102_444_800 });
    expect(decodeNewsletterToken(token)).toEqual({ token, subscriberId: 7 });
  });

  it('"A decoded token must carry subscriptor_id, otherwise a jwt error" (visitor-features §5)', () => {
    expect(decodeNewsletterToken(jwt({ user_id: 7 }))).toBeUndefined();
    expect(decodeNewsletterToken(jwt({ subscriptor_id: 'seven' }))).toBeUndefined();
    expect(decodeNewsletterToken(jwt({ subscriptor_id: 0 }))).toBeUndefined();
    expect(decodeNewsletterToken('not-a-token')).toBeUndefined();
    expect(decodeNewsletterToken('a.%%%.c')).toBeUndefined();
    expect(decodeNewsletterToken('')).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const token = jwt({ subscriptor_id: 7, exp: 1_000 });
    expect(decodeNewsletterToken(token, 2_000_000)).toBeUndefined();
    expect(decodeNewsletterToken(token, 999_000)).toEqual({ token, subscriberId: 7 });
  });

  it("reads the params of the profile's newsletter_url, relative or absolute", () => {
    expect(paramsOfNewsletterUrl('/newsletter?params=abc.def.ghi')).toBe('abc.def.ghi');
    expect(paramsOfNewsletterUrl('https://portal.example.com/boletin?params=x.y.z&lang=es')).toBe('x.y.z');
    expect(paramsOfNewsletterUrl('/newsletter')).toBeUndefined();
    expect(paramsOfNewsletterUrl(undefined)).toBeUndefined();
  });
});
