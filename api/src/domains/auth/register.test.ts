// Issue 42 findings 3 and 4: self-registration and activation.
// Finding 3 (Medium): `POST {auth}/user` answered `user_already_exists` for any known tax id (customers without an
// online account included), unthrottled, and with a strong password created an account for any string, linked to
// no customer. Now it completes an activation only (customer-area §1: "Visitors can activate an online account from
// a contract number and tax id"; §7: "POST {auth}/user/ with user, password (register); returns token"): known and
// unknown ids answer alike, and it is throttled like the login.
// Finding 4 (Medium): the same tax id and contract activated again and again, each time rewriting the account's
// e-mail. Now an activation is used once (until it expires unused), a repeat changes nothing and answers like any
// refused pair, and successes count in the throttle.
import type { SignUpResponse, TokenResponse } from '@portal/shared/api-types';
import { linkParam, readOutbox } from '../../core/mailer';
import { type TestApp, passwordLogin, testApp } from '../../testing/app';
import { INACTIVE_CUSTOMER } from '../signup/seed';

const MARTA = { nif: INACTIVE_CUSTOMER.vat, contract: INACTIVE_CUSTOMER.contract };
const activation = (email: string, nif = MARTA.nif, contract = MARTA.contract) => ({
  nif,
  contract,
  email,
  email2: email,
  accept_conditions: true,
  accept_gdpr: true,
  // The default brand asks for the phone (signUp.phoneField).
  phone: '+34611000333',
});

describe('activation and registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());
  const signUp = (payload: object, remoteAddress = '203.0.113.20') =>
    t.app.inject({ method: 'POST', url: '/api/v1/signup/confirm', payload, remoteAddress });
  const register = (payload: object, remoteAddress = '203.0.113.21') =>
    t.app.inject({ method: 'POST', url: '/auth/user/', payload, remoteAddress });
  const marta = () =>
    t.app.db
      .prepare('SELECT email, email_verified, password_hash FROM users WHERE username = ?')
      .get(MARTA.nif) as { email: string; email_verified: number; password_hash: string | null };
  const codeOf = (email: string) =>
    linkParam(
      readOutbox(t.app.mailer.outbox ?? '')
        .filter((mail) => mail.to === email)
        .at(-1)?.text ?? '',
      'activation',
    ) ?? '';

  it('registration answers alike for unknown ids, customers without an account and accounts, and creates none', async () => {
    const answers = [];
    for (const user of ['ANYTHING-AT-ALL', 'X1234567L', MARTA.nif, '12345678Z'])
      answers.push(await register({ user, password: 'Strong-1', activation: 'not-a-real-code' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({ message: 'invalid_activation' });
    // The spec's two fields alone never create an account.
    expect((await register({ user: 'X1234567L', password: 'Strong-1' })).statusCode).toBe(400);
    const created = t.app.db
      .prepare("SELECT count(*) FROM users WHERE username IN ('ANYTHING-AT-ALL', 'X1234567L')")
      .pluck()
      .get();
    expect(created).toBe(0);
    expect(marta().password_hash).toBeNull();
  });

  it('an activation is used once: a repeat changes nothing and answers like a refused pair', async () => {
    const first = await signUp(activation('marta@example.com'));
    expect(first.json<SignUpResponse>().render.errors).toEqual([]);
    // The activation changes nothing of the account: the address waits for its link.
    expect(marta()).toMatchObject({ email: '', email_verified: 0, password_hash: null });
    const refusedPair = await signUp(activation('x@example.com', '12345678Z', '9999999'));
    const repeat = await signUp(activation('intruso@example.com'));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(refusedPair.body);
    expect(readOutbox(t.app.mailer.outbox ?? '').filter((mail) => mail.to === 'intruso@example.com')).toEqual(
      [],
    );
    // The link mailed to the first address completes it: the password, the e-mail (verified: the link reached it).
    const code = codeOf('marta@example.com');
    expect(code).toMatch(/^[\w-]{43}$/);
    const done = await register({ user: MARTA.nif, password: 'Strong-1', activation: code });
    expect(done.statusCode).toBe(201);
    expect(done.json<TokenResponse>().token).toMatch(/^ey/);
    expect(marta()).toMatchObject({ email: 'marta@example.com', email_verified: 1 });
    const login = await passwordLogin(t.app, MARTA.nif, 'Strong-1');
    expect(login.statusCode).toBe(200);
    // The code is spent, and the pair now has an account.
    expect((await register({ user: MARTA.nif, password: 'Other-2', activation: code })).statusCode).toBe(403);
    expect((await signUp(activation('tarde@example.com'))).body).toBe(refusedPair.body);
  });
});

describe('an activation that expired unused may be asked again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());
  const signUp = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/signup/confirm', payload: activation(email) });

  it('refuses a second one while the first is pending, accepts it once the first expired; the old code is dead', async () => {
    expect((await signUp('uno@example.com')).json<SignUpResponse>().render.errors).toEqual([]);
    expect((await signUp('dos@example.com')).json<SignUpResponse>().render.errors).toHaveLength(1);
    t.app.db.prepare('UPDATE activations SET expires_at = 0').run();
    expect((await signUp('tres@example.com')).json<SignUpResponse>().render.errors).toEqual([]);
    const outbox = readOutbox(t.app.mailer.outbox ?? '');
    const first = linkParam(outbox.find((mail) => mail.to === 'uno@example.com')?.text ?? '', 'activation');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/user',
      payload: { user: MARTA.nif, password: 'Strong-1', activation: first },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('throttles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ loginAttempts: { perAccount: 3, perAddress: 50, windowSeconds: 900 } });
  });
  afterAll(async () => t.close());

  it('registration is throttled by login like the login (429), the login itself untouched', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/user',
        payload: { user: '12345678Z', password: 'Strong-1', activation: 'guess' },
        remoteAddress,
      });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await attempt(address)).statusCode).toBe(403);
    const throttled = await attempt('198.51.100.4');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ message: 'too_many_attempts' });
    const login = await passwordLogin(t.app, '12345678Z', 'Demo-2026');
    expect(login.statusCode).toBe(200);
  });

  it('successful activations count in the sign-up throttle', async () => {
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/signup/confirm',
        payload: activation(email),
        remoteAddress: '198.51.100.50',
      });
    expect((await signUp('a@example.com')).json<SignUpResponse>().render.errors).toEqual([]);
    t.app.db.prepare('UPDATE activations SET expires_at = 0').run();
    expect((await signUp('b@example.com')).json<SignUpResponse>().render.errors).toEqual([]);
    t.app.db.prepare('UPDATE activations SET expires_at = 0').run();
    expect((await signUp('c@example.com')).json<SignUpResponse>().render.errors).toEqual([]);
    t.app.db.prepare('UPDATE activations SET expires_at = 0').run();
    expect((await signUp('d@example.com')).statusCode).toBe(429);
  });
});
