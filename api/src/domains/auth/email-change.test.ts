// Issue 42 finding 1 (High): "Any account can take over any newsletter subscription". `PUT users/` took any e-mail
// without a check; `GET users/` then gave a 365-day signed `newsletter_url` for the subscriber owning that address,
// and the session of a customer with a subscriber's e-mail opened that subscriber. Now an e-mail change takes effect
// only once the new address confirms it (a single-use link mailed by the API's mailer), only a confirmed e-mail is
// trusted, the newsletter link is bound to a verified address, and the answer is the same whether or not an address
// is subscribed. Spec: customer-area §7 "PUT users/ with mobile and email"; visitor-features §3 "Newsletter accepts a
// params value (an encoded token) identifying the subscriber".
import type { ProfileV2Response, Subscriber } from '@portal/shared/api-types';
import { SignJWT } from 'jose';
import { linkParam, readOutbox } from '../../core/mailer';
import { type TestApp, bearer, testApp, tokenFor } from '../../testing/app';
import { signNewsletterToken } from '../tools/newsletter-token';

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  t = await testApp();
  outbox = t.app.mailer.outbox ?? '';
});
afterAll(async () => t.close());

/** Subscriber 1's addresses (seed): Laura's e-mail and another of hers. */
const SUBSCRIBED = 'laura@home.example.com';
const request = (method: 'GET' | 'PUT' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const profileOf = async (headers: object) =>
  (await request('GET', '/api/v2/users/', headers)).json<ProfileV2Response>().data;
const mailsTo = (address: string) => readOutbox(outbox).filter((mail) => mail.to === address);

describe('an e-mail change waits for the new address to confirm it', () => {
  it("a stranger's account cannot reach a subscriber by typing its e-mail", async () => {
    const stranger = bearer(await tokenFor(t.app, '00000000T'));
    const put = await request('PUT', '/api/v2/users/', stranger, { email: SUBSCRIBED });
    expect(put.statusCode).toBe(200);
    // The profile keeps the confirmed e-mail; the new one waits.
    const profile = await profileOf(stranger);
    expect(profile.email).toBe('pablo.ruiz@example.com');
    expect(profile.pending_email).toBe(SUBSCRIBED);
    expect(profile.newsletter_url).toBe('/newsletter');
    // No session access to the subscriber (by id, by e-mail, or changing it).
    expect((await request('GET', '/api/v1/subscribers/1', stranger)).statusCode).toBe(404);
    expect((await request('GET', '/api/v1/newsletters/1', stranger)).statusCode).toBe(404);
    const change = await request('POST', '/api/v1/subscriber/set_mails', stranger, {
      subscriberId: 1,
      emails: ['attacker@example.com'],
    });
    expect(change.statusCode).toBe(404);
    // The link went to the address typed, not to the one who typed it.
    expect(mailsTo(SUBSCRIBED)).toHaveLength(1);
    expect(mailsTo(SUBSCRIBED)[0]?.text).toMatch(/\/profile\?confirm_email=[\w-]{43}/);
  });

  it('answers alike whether or not the new address is subscribed', async () => {
    const a = bearer(await tokenFor(t.app, '00000000T'));
    const subscribed = await request('PUT', '/api/v2/users/', a, {
      email: 'admin@energias-norte.example.com',
    });
    const fresh = await request('PUT', '/api/v2/users/', a, { email: 'nadie.suscrito@example.com' });
    const strip = (body: ProfileV2Response) => ({ ...body.data, pending_email: undefined });
    expect(strip(subscribed.json())).toEqual(strip(fresh.json()));
    expect(subscribed.statusCode).toBe(fresh.statusCode);
  });

  it('confirming the link (with the same account, once) changes the e-mail; then it is trusted', async () => {
    const laura = bearer(await tokenFor(t.app, '12345678Z'));
    const other = bearer(await tokenFor(t.app, 'B12345674'));
    await request('PUT', '/api/v1/users/', laura, { email: 'Laura.Nueva@example.com' });
    const token = linkParam(mailsTo('Laura.Nueva@example.com')[0]?.text ?? '', 'confirm_email') ?? '';
    expect(token).not.toBe('');
    // Her confirmed address was told.
    expect(mailsTo('laura.garcia@example.com').at(-1)?.subject).toBe(
      'Your e-mail address is about to change',
    );
    // Another account cannot use it; a made-up token neither.
    for (const [headers, value] of [
      [other, token],
      [laura, 'x'.repeat(43)],
    ] as const) {
      const refused = await request('POST', '/api/v2/users/email/confirm', headers, { token: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'invalid_confirmation' });
    }
    const confirmed = await request('POST', '/api/v2/users/email/confirm', laura, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ProfileV2Response>().data.email).toBe('Laura.Nueva@example.com');
    expect(confirmed.json<ProfileV2Response>().data.pending_email).toBeUndefined();
    // Used once.
    expect((await request('POST', '/api/v1/users/email/confirm', laura, { token })).statusCode).toBe(400);
    // Her old address is no longer hers: its subscriber is closed to her session.
    expect((await request('GET', '/api/v1/subscribers/1', laura)).statusCode).toBe(404);
    // Back to the seeded address (confirmed again), which opens its subscriber.
    await request('PUT', '/api/v2/users/', laura, { email: 'laura.garcia@example.com' });
    const back = linkParam(mailsTo('laura.garcia@example.com').at(-1)?.text ?? '', 'confirm_email') ?? '';
    expect((await request('POST', '/api/v2/users/email/confirm', laura, { token: back })).statusCode).toBe(
      200,
    );
    expect((await request('GET', '/api/v1/subscribers/1', laura)).statusCode).toBe(200);
  });

  it('a later request replaces an earlier one, and an expired link opens nothing', async () => {
    const pablo = bearer(await tokenFor(t.app, '00000000T'));
    await request('PUT', '/api/v2/users/', pablo, { email: 'primera@example.com' });
    await request('PUT', '/api/v2/users/', pablo, { email: 'segunda@example.com' });
    const first = linkParam(mailsTo('primera@example.com')[0]?.text ?? '', 'confirm_email') ?? '';
    expect((await request('POST', '/api/v2/users/email/confirm', pablo, { token: first })).statusCode).toBe(
      400,
    );
    t.app.db.prepare('UPDATE email_changes SET expires_at = 0 WHERE email = ?').run('segunda@example.com');
    const second = linkParam(mailsTo('segunda@example.com')[0]?.text ?? '', 'confirm_email') ?? '';
    expect((await request('POST', '/api/v2/users/email/confirm', pablo, { token: second })).statusCode).toBe(
      400,
    );
    expect((await profileOf(pablo)).email).toBe('pablo.ruiz@example.com');
  });

  it("the confirmed e-mail sent again with the mobile (the portal's form) leaves a waiting change alone", async () => {
    const company = bearer(await tokenFor(t.app, 'B12345674'));
    await request('PUT', '/api/v2/users/', company, { email: 'nueva.empresa@example.com' });
    const mails = readOutbox(outbox).length;
    const again = await request('PUT', '/api/v2/users/', company, {
      email: 'admin@energias-norte.example.com',
      mobile: '+34944000000',
    });
    expect(again.json<ProfileV2Response>().data).toMatchObject({
      email: 'admin@energias-norte.example.com',
      pending_email: 'nueva.empresa@example.com',
      mobile: '+34944000000',
    });
    expect(readOutbox(outbox)).toHaveLength(mails);
  });

  it('the outbox holds the messages, readable by its owner only', async () => {
    const mail = readOutbox(outbox)[0];
    expect(mail).toBeDefined();
    const fs = await import('node:fs');
    expect(fs.statSync(mail?.file ?? '').mode & 0o777).toBe(0o600);
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
  });
});

describe('the newsletter link is bound to a verified address', () => {
  it('carries the address it was issued for; a link without an address (the earlier 365-day form) opens nothing', async () => {
    const secret = t.app.config.jwtSecret;
    const bound = await signNewsletterToken(secret, 2, 'admin@energias-norte.example.com');
    expect((await request('GET', `/api/v1/subscribers/2?params=${bound}`, {})).statusCode).toBe(200);
    // Another subscriber's id with this address's link: nothing.
    expect((await request('GET', `/api/v1/subscribers/1?params=${bound}`, {})).statusCode).toBe(404);
    // The earlier form: a subscriber id alone, for 365 days.
    const legacy = await new SignJWT({ subscriptor_id: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('newsletter')
      .setIssuedAt()
      .setExpirationTime('365d')
      .sign(new TextEncoder().encode(secret));
    expect((await request('GET', `/api/v1/subscribers/2?params=${legacy}`, {})).statusCode).toBe(404);
  });

  it('a customer whose e-mail is not confirmed gets no link and no session access', async () => {
    t.app.db.prepare("UPDATE users SET email_verified = 0 WHERE username = 'B12345674'").run();
    const company = bearer(await tokenFor(t.app, 'B12345674'));
    expect((await profileOf(company)).newsletter_url).toBe('/newsletter');
    expect((await request('GET', '/api/v1/subscribers/2', company)).statusCode).toBe(404);
    t.app.db.prepare("UPDATE users SET email_verified = 1 WHERE username = 'B12345674'").run();
    expect((await profileOf(company)).newsletter_url).toMatch(/^\/newsletter\?params=/);
    expect((await request('GET', '/api/v1/subscribers/2', company)).json<Subscriber>().id).toBe(2);
  });

  it('a visitor subscribing an address mails the link to that address, new or already subscribed', async () => {
    for (const email of ['visita.nueva@example.com', SUBSCRIBED]) {
      const res = await request(
        'POST',
        '/api/v1/subscriber/set_active_newsletters',
        {},
        {
          subscriptor_or_email: email,
          selected_newsletters: [2],
        },
      );
      expect(res.statusCode).toBe(200);
      const params = linkParam(mailsTo(email).at(-1)?.text ?? '', 'params') ?? '';
      const subscriber = await request('GET', `/api/v1/newsletters/${email}?params=${params}`, {});
      expect(subscriber.json<{ subscriptor_id: number | null }[]>()[0]?.subscriptor_id).not.toBeNull();
    }
  });
});
