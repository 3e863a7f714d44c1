import type { SignUpResponse } from '@portal/shared/api-types';
import { type TestApp, testApp, setUpFileApp } from '../../testing/app';
import { INACTIVE_CUSTOMER } from './seed';
import { brandRuleErrors } from './routes';

const { t } = setUpFileApp();

const valid = {
  nif: INACTIVE_CUSTOMER.vat,
  contract: INACTIVE_CUSTOMER.contract,
  email: 'marta@example.com',
  email2: 'marta@example.com',
  accept_conditions: true,
  accept_gdpr: true,
  phone: '+34611000222',
};
const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signup/confirm', payload, headers });

describe('POST /api/v1/signup/confirm', () => {
  it('activates the account of a customer without one and renders the body', async () => {
    const res = await post({ ...valid, nif: `ES${valid.nif}` }, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const { render } = res.json<SignUpResponse>();
    expect(render.errors).toEqual([]);
    expect(render.format).toBe('html');
    expect(render.body).toContain('marta@example.com');
  });

  // Issue 15 finding 5: "sign-up says which tax id / contract pairs exist". A pair that is not ours, a real contract
  // with another customer's tax id, and a pair whose customer already has an online account answer the same.
  it('answers one backend error, the same for a pair that is not ours and a pair that already has an account', async () => {
    const refused = [
      'No podemos activar una cuenta con estos datos: el número de contrato y el NIF no coinciden con nuestros datos, o ya tienen una cuenta en línea (en ese caso, inicia sesión o recupera tu contraseña).',
    ];
    const answers = [
      await post({ ...valid, nif: '12345678Z', contract: '9999999' }),
      await post({ ...valid, nif: '00000000T', contract: '0010001' }),
      await post({ ...valid, nif: '12345678Z', contract: '0010001' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<SignUpResponse>().render).toEqual({ errors: refused, body: '', format: 'html' });
      expect(answer.body).toBe(answers[0]?.body);
    }
    const english = await post(
      { ...valid, nif: '12345678Z', contract: '0010001' },
      { 'accept-language': 'en' },
    );
    expect(english.json<SignUpResponse>().render.errors).toEqual([
      'We cannot activate an account with these details: the contract number and tax id do not match our records, or they already have an online account (if so, log in or recover your password).',
    ]);
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const res = await post({
      nif: '123',
      contract: '',
      email: 'marta@example.com',
      email2: 'otra@example.com',
      accept_conditions: false,
      accept_gdpr: true,
      phone: '12',
    });
    // Each field's declared rule first, then what depends on another field (the two e-mails, the conditions).
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      nif: 'invalid VAT',
      contract: 'The field cannot be empty',
      phone: 'phone not valid',
    });
    const crossed = await post({ ...valid, nif: ' ', email2: 'otra@example.com', accept_conditions: false });
    expect(crossed.json().errors).toEqual({ nif: 'The field cannot be empty' });
    const pairs = await post({ ...valid, email2: 'otra@example.com', accept_conditions: false });
    expect(pairs.statusCode).toBe(400);
    expect(pairs.json().errors).toEqual({
      email2: 'emails do not match',
      accept_conditions: 'contractation ov validation',
    });
    expect((await post({ ...valid, accept_gdpr: 'yes' })).statusCode).toBe(400);
    expect((await post({ ...valid, admin: true })).json().errors).toEqual({ admin: 'Unknown field' });
  });
});

// customer-area §5 "Sign-up": "phone when enabled"; "invoice number required when enabled"; "company ids not allowed
// where only personal id is accepted". The default brand asks for the phone.
describe("POST /api/v1/signup/confirm, the brand's rules", () => {
  it('refuses a blank phone where the brand asks for it', async () => {
    const res = await post({ ...valid, phone: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'The field cannot be empty' });
  });

  it('holds each rule only where the brand turns it on', () => {
    const all = () => true;
    const none = () => false;
    const input = { ...valid, phone: '', invoiceNumber: '' };
    expect(brandRuleErrors(input, 'B12345674', all)).toEqual({
      invoiceNumber: 'The field cannot be empty',
      phone: 'The field cannot be empty',
      nif: 'company tax ids are not allowed',
    });
    expect(brandRuleErrors(input, 'B12345674', none)).toEqual({});
    expect(brandRuleErrors({ ...valid, invoiceNumber: 'FE1' }, '12345678Z', all)).toEqual({});
  });

  it("answers in each of the portal's languages", async () => {
    // A pair that is not ours, from an address and with a tax id of its own each (the throttle counts both).
    const starts: [string, string, string][] = [
      ['gl-ES', '22222222J', 'Non podemos activar'],
      ['fr-FR', '33333333P', 'Nous ne pouvons pas activer'],
      ['de-DE', '44444444A', 'Mit diesen Daten können wir kein Konto aktivieren'],
      ['ca-ES', '55555555K', 'No podem activar'],
    ];
    for (const [locale, nif, start] of starts) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signup/confirm',
        payload: { ...valid, nif, contract: '9999999' },
        headers: { 'accept-language': locale },
        remoteAddress: `192.0.2.${starts.findIndex(([l]) => l === locale) + 100}`,
      });
      expect(answer.json<SignUpResponse>().render.errors[0]).toMatch(new RegExp(`^${start}`));
    }
  });
});

// Issue 15 finding 5: "Throttle by account and by client address". Sign-up failures count per tax id and per client
// address, apart from the login's (a guess at a customer's contract never locks that customer's login).
describe('POST /api/v1/signup/confirm, throttled', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await testApp({ loginAttempts: { perAccount: 3, perAddress: 5, windowSeconds: 900 } });
  });
  afterAll(async () => small.close());
  const attempt = (nif: string, contract: string, remoteAddress = '203.0.113.7') =>
    small.app.inject({
      method: 'POST',
      url: '/api/v1/signup/confirm',
      payload: { ...valid, nif, contract },
      remoteAddress,
    });

  it('refuses a tax id after its failures with 429, even with the right contract, and leaves its login alone', async () => {
    for (const contract of ['0010001', '0010002', '0010003'])
      expect((await attempt(valid.nif, contract)).json<SignUpResponse>().render.errors).toHaveLength(1);
    const throttled = await attempt(valid.nif, valid.contract);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ message: 'too_many_attempts' });
    // Another address is limited by the tax id as well; the customer's login counts apart.
    expect((await attempt(valid.nif, valid.contract, '198.51.100.9')).statusCode).toBe(429);
    const login = await small.app.inject({
      method: 'POST',
      url: '/auth/get_token',
      payload: { user: '12345678Z', password: 'Demo-2026' },
      remoteAddress: '203.0.113.7',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a client address after its failures on any tax ids', async () => {
    const address = '192.0.2.44';
    for (const nif of ['22222222J', '33333333P', '44444444A', '55555555K', '66666666Q'])
      expect((await attempt(nif, '0010001', address)).statusCode).toBe(200);
    expect((await attempt('77777777B', '0010001', address)).statusCode).toBe(429);
    expect((await attempt('77777777B', '0010001', '192.0.2.45')).statusCode).toBe(200);
  });
});

// Issue 43 item 7: customer-area §5 "Sign-up also asks contract number, invoice number, last 6 CUPS characters and
// phone in the first reading of the form". Optional; when given, it must be the contract's.
describe('POST /api/v1/signup/confirm, the last six characters of the CUPS', () => {
  let own: TestApp;
  let suffix = '';
  beforeAll(async () => {
    own = await testApp();
    const row = own.app.db.prepare(`SELECT cups FROM contracts WHERE name = ?`).get(valid.contract) as {
      cups: string;
    };
    suffix = row.cups.slice(-6);
  });
  afterAll(async () => own.close());
  const send = (payload: object) =>
    own.app.inject({ method: 'POST', url: '/api/v1/signup/confirm', payload: { ...valid, ...payload } });

  it('refuses a suffix that is not six letters or digits with a field error', async () => {
    const res = await send({ cupsSuffix: '12-4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cupsSuffix: 'CUPS not valid' });
  });

  it("answers another contract's suffix with the refusal a pair that is not ours gets", async () => {
    const wrong = suffix.startsWith('9') ? `8${suffix.slice(1)}` : `9${suffix.slice(1)}`;
    const res = await send({ cupsSuffix: wrong });
    expect(res.statusCode).toBe(200);
    expect(res.json<SignUpResponse>().render.errors).toHaveLength(1);
  });

  it("activates with the contract's suffix, written as a person may (lower case, spaces, O for zero)", async () => {
    const written = `${suffix.slice(0, 3)} ${suffix.slice(3)}`.toLowerCase().replace(/0/g, 'o');
    const res = await send({ cupsSuffix: written });
    expect(res.json<SignUpResponse>().render.errors).toEqual([]);
  });
});
