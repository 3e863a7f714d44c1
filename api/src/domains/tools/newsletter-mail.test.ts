// Newsletter mail, issue 42 ("nobody let in"). docs/security.md promises "an e-mail is verified before it is trusted":
// `POST subscriber/set_mails` (visitor-features §7 "subscriberId, emails"; §1 "change subscriber e-mail") put any
// address on a subscriber at once, so newsletters went to addresses nobody had confirmed, and "email already used"
// told whether an address is subscribed. Now a new address joins only when the link mailed to it is opened, and an
// address of another subscriber answers like a free one. Finding 11's rule for anonymous writes holds for the mail
// these routes send: throttled per client address (429), and per recipient (no more mail, the same answer).
import type { Subscriber } from '@portal/shared/api-types';
import { linkParam, readOutbox } from '../../core/mailer';
import { type TestApp, testApp } from '../../testing/app';
import { signNewsletterToken } from './newsletter-token';

jest.setTimeout(30_000);

let t: TestApp;
let outbox: string;
/** Subscriber 2's own signed link (seed: admin@energias-norte.example.com). */
let params2: string;
beforeEach(async () => {
  t = await testApp({ anonymousWrites: { perAddress: 3, windowSeconds: 900 }, trustProxy: ['127.0.0.1'] });
  outbox = t.app.mailer.outbox ?? '';
  params2 = `?params=${await signNewsletterToken(t.app.config.jwtSecret, 2, 'admin@energias-norte.example.com')}`;
});
afterEach(async () => t.close());

const VISITOR = '203.0.113.7';
const post = (url: string, payload: object, forwardedFor = VISITOR) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });
const emailsOf = async (query: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/subscribers/2${query}` })).json<Subscriber>().emails;
const mailsTo = (address: string) => readOutbox(outbox).filter((mail) => mail.to === address);
const setMails = (emails: string[]) =>
  post(`/api/v1/subscriber/set_mails${params2}`, { subscriberId: 2, emails });

describe('set_mails: a new address is verified before it is trusted', () => {
  it('keeps the subscriber as it is until the new address opens the link mailed to it', async () => {
    const res = await setMails(['nueva@example.com']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      id: 2,
      emails: ['admin@energias-norte.example.com'],
      pending_emails: ['nueva@example.com'],
    });
    expect(await emailsOf(params2)).toEqual(['admin@energias-norte.example.com']);
    const [mail] = mailsTo('nueva@example.com');
    const link = linkParam(mail?.text ?? '', 'params') ?? '';
    expect(link).not.toBe('');
    // Opening the link (the newsletter page's first call) applies the change: the new address replaces the old.
    expect(await emailsOf(`?params=${link}`)).toEqual(['nueva@example.com']);
    expect(await emailsOf(`?params=${link}`)).toEqual(['nueva@example.com']);
  });

  it('applies a confirmation once: opened again after a later change, it changes nothing', async () => {
    await setMails(['admin@energias-norte.example.com', 'segunda@example.com']);
    const link = linkParam(mailsTo('segunda@example.com')[0]?.text ?? '', 'params') ?? '';
    expect(await emailsOf(`?params=${link}`)).toEqual([
      'admin@energias-norte.example.com',
      'segunda@example.com',
    ]);
    // The subscriber drops the address (its own addresses change at once), then the old link is opened again.
    expect((await setMails(['admin@energias-norte.example.com'])).json()).toMatchObject({
      emails: ['admin@energias-norte.example.com'],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/subscribers/2?params=${link}` })).statusCode,
    ).toBe(404);
    expect(await emailsOf(params2)).toEqual(['admin@energias-norte.example.com']);
  });

  it('answers alike for an address of another subscriber and a free one, and mails only the free one', async () => {
    const taken = await setMails(['laura@home.example.com']);
    const free = await setMails(['libre@example.com']);
    expect(taken.statusCode).toBe(200);
    const strip = (body: { pending_emails?: string[] }) => ({ ...body, pending_emails: undefined });
    expect(strip(taken.json())).toEqual(strip(free.json()));
    expect(mailsTo('laura@home.example.com')).toHaveLength(0);
    expect(mailsTo('libre@example.com')).toHaveLength(1);
    expect(await emailsOf(params2)).toEqual(['admin@energias-norte.example.com']);
  });
});

describe('newsletter mail is throttled', () => {
  const subscribe = (email: string, forwardedFor = VISITOR) =>
    post(
      '/api/v1/subscriber/set_active_newsletters',
      { subscriptor_or_email: email, selected_newsletters: [2] },
      forwardedFor,
    );

  it('per client address: past the limit a visitor gets 429 with Retry-After, others do not', async () => {
    for (let i = 0; i < 3; i += 1) expect((await subscribe(`visita${i}@example.com`)).statusCode).toBe(200);
    const refused = await subscribe('visita9@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo('visita9@example.com')).toHaveLength(0);
    expect((await subscribe('otra.visita@example.com', '198.51.100.9')).statusCode).toBe(200);
  });

  it('per recipient: many visitors subscribing one address mail it a few times, with the same answer', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await subscribe('laura@home.example.com', `198.51.100.${i + 10}`));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
    expect(mailsTo('laura@home.example.com')).toHaveLength(3);
  });

  it('set_mails confirmations count too', async () => {
    for (let i = 0; i < 3; i += 1) expect((await setMails([`n${i}@example.com`])).statusCode).toBe(200);
    expect((await setMails(['n9@example.com'])).statusCode).toBe(429);
  });
});
