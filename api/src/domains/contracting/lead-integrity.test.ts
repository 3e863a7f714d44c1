// Issue 41 items 1 and 2, issue 42 findings 2 and 11 (leads): what a later step sends never erases what an earlier
// one stored, identifiers typed as printed are accepted and stored in one form, a lead belongs to whoever made it,
// and anonymous writes and identity checks are throttled.
import type { LeadRequest, LeadResponse } from '@portal/shared/api-types';
import { type TestApp, bearer, testApp, tokenFor, setUpFileApp } from '../../testing/app';
import { cupsOf } from './catalog';

jest.setTimeout(30_000);

const { t } = setUpFileApp({}, { testEndpoints: true });

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const CUPS = cupsOf('0021000000000001');

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const withToken = (token: string | undefined): Record<string, string> =>
  token ? { 'x-lead-token': token } : {};

/** Spec step 1: "cups{name, state, municipi, poblacio, tv, nv, pnp, bq, es, pt, pu, dp, aclarador, ref_catastral}". */
const address = {
  name: CUPS,
  state: 8,
  municipi: '08019',
  poblacio: 'Barcelona',
  tv: 'CL',
  nv: 'Mallorca',
  pnp: '10',
  bq: 'A',
  es: '2',
  pt: '3',
  pu: '1',
  dp: '08001',
  aclarador: 'Entrance by the courtyard',
  ref_catastral: '9872023VH5797S0001WX',
};
const step1: LeadRequest = {
  step: 1,
  activeContract: false,
  cups: address,
  cnae: { cnae: 986, vivienda: true },
};
const person = (leadId: number, extra: Partial<LeadRequest> = {}): LeadRequest => ({
  step: 2,
  lead_id: leadId,
  owner: { type: 'F', fisic_vat: '12345678Z', first_name: 'Laura', surname1: 'García' },
  owner_address: { different_address: false, mobile: '612345678', email: 'laura@example.com' },
  nif_faceup: [{ name: 'dni.png', content: PNG }],
  ...extra,
});

async function create(body: LeadRequest = step1, url = '/api/v1/leads'): Promise<LeadResponse> {
  const res = await post(url, body);
  expect(res.statusCode).toBe(200);
  return res.json<LeadResponse>();
}
async function stored(leadId: number): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method: 'GET', url: `/__test__/leads/${leadId}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Record<string, unknown> }>().data;
}

describe('a later step never erases what an earlier one stored (issue 41 item 1)', () => {
  it('keeps every address field of step 1 when step 2 names the CUPS again, and merges per field', async () => {
    const { lead_id: leadId, lead_token: token } = await create();
    const res = await post('/api/v1/leads', person(leadId, { cups: { name: CUPS } }), withToken(token));
    expect(res.statusCode).toBe(200);
    expect((await stored(leadId)).cups).toEqual(address);
  });

  it('refuses a CUPS string over the stored address with a 400 on its field, and stores nothing of it', async () => {
    const { lead_id: leadId, lead_token: token } = await create();
    const res = await post('/api/v1/leads', person(leadId, { cups: CUPS }), withToken(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'validation_error',
      errors: { cups: 'The value has the wrong type' },
    });
    const data = await stored(leadId);
    expect(data.cups).toEqual(address);
    expect(data.owner).toBeUndefined();
  });

  it('checks a CUPS named again by a later step like step 1’s (valid and available)', async () => {
    const { lead_id: leadId, lead_token: token } = await create();
    const res = await post(
      '/api/v1/leads',
      person(leadId, { cups: { name: cupsOf('0021000000000004') } }),
      withToken(token),
    );
    expect(res.json()).toEqual({ message: 'validation_error', errors: { cups: 'CUPS not available' } });
    expect((await stored(leadId)).cups).toEqual(address);
  });

  it('adds the gas step’s invoices to the supply point’s instead of replacing them', async () => {
    const gas = cupsOf('0230000000000001');
    const { lead_id: leadId, lead_token: token } = await create(
      { step: 1, cups: { ...address, name: gas }, invoice: [{ name: 'a.png', content: PNG }] },
      '/api/v2/gas/leads',
    );
    const step3 = { step: 3, lead_id: leadId, tarifa: 201, tarifaATR: 11, invoice: [] };
    expect((await post('/api/v2/gas/leads', step3, withToken(token))).statusCode).toBe(200);
    expect((await stored(leadId)).invoice).toEqual([{ name: 'a.png', file_id: expect.any(Number) }]);
  });

  it('confirms an electricity request whose stored supply point has every address field', async () => {
    const { lead_id: leadId, lead_token: token } = await create();
    const h = withToken(token);
    for (const body of [
      person(leadId, { cups: { name: CUPS } }),
      { step: 3, lead_id: leadId, power: 4.6, power2: 4.6, tarifa: 101, tarifaATR: 1 },
      { step: 4, lead_id: leadId, bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true } },
      { step: 5, lead_id: leadId, accept_gdpr: true, accept_ov_conditions: true, confirm: true },
    ])
      expect((await post('/api/v1/leads', body, h)).statusCode).toBe(200);
    expect((await stored(leadId)).cups).toEqual(address);
  });
});

describe('identifiers typed as printed (issue 41 item 2)', () => {
  it('accepts a CUPS, a cadastral reference and a mobile as printed and stores them normalised', async () => {
    const { lead_id: leadId, lead_token: token } = await create({
      ...step1,
      cups: { ...address, name: 'es0021 0000 0000 0001 rk', ref_catastral: '9872023 vh5797s 0001 wx' },
    });
    const res = await post(
      '/api/v1/leads',
      person(leadId, {
        owner_address: { different_address: false, mobile: '+34 612 345 678', email: 'laura@example.com' },
      }),
      withToken(token),
    );
    expect(res.statusCode).toBe(200);
    const data = await stored(leadId);
    expect(data.cups).toMatchObject({ name: CUPS, ref_catastral: '9872023VH5797S0001WX' });
    expect(data.owner_address).toMatchObject({ mobile: '+34612345678' });
  });

  it('accepts a CUPS string as printed at step 1', async () => {
    const { lead_id: leadId } = await create({ ...step1, cups: 'ES0021 0000 0000 0001 RK' });
    expect((await stored(leadId)).cups).toBe(CUPS);
  });
});

describe('a lead belongs to whoever made it (issue 42 finding 2)', () => {
  async function visitorLead() {
    const { lead_id: leadId, lead_token: token } = await create();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await post('/api/v1/leads', person(leadId), withToken(token))).statusCode).toBe(200);
    return { leadId, token: token ?? '' };
  }
  const unknownLead = { message: 'not_found' };

  it('gives lead ids that are not the next number', async () => {
    const a = (await create()).lead_id;
    const b = (await create()).lead_id;
    expect(Math.abs(b - a)).toBeGreaterThan(1);
    expect(a).toBeGreaterThan(99_999_999_999);
  });

  it('answers another visitor as for an unknown lead: read, write, scoring and DNI check', async () => {
    const { leadId, token } = await visitorLead();
    const others: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a wrong token', { 'x-lead-token': `${token.slice(0, -1)}x` }],
      ['another lead’s token', withToken((await create()).lead_token)],
      ['a signed-in customer', bearer(await tokenFor(t.app, '00000000T'))],
    ];
    for (const [, headers] of others) {
      for (const url of [`/api/v1/leads/solvencia/${leadId}`, `/api/v1/leads/dni-validation/${leadId}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([res.statusCode, res.json()]).toEqual([404, unknownLead]);
      }
      const write = await post(
        '/api/v1/leads',
        { step: 4, lead_id: leadId, bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true } },
        headers,
      );
      expect([write.statusCode, write.json()]).toEqual([404, unknownLead]);
    }
    // An unknown lead answers the same.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/leads/solvencia/123456789012' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, unknownLead]);
    // Nothing was changed, and its maker still reads the checks.
    expect((await stored(leadId)).bank).toBeUndefined();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/dni-validation/${leadId}`,
      headers: withToken(token),
    });
    expect(own.json()).toEqual({ lead_id: leadId, dni_valid: true });
  });

  it('keeps a signed-in customer’s lead bound to the customer', async () => {
    const laura = bearer(await tokenFor(t.app, '12345678Z'));
    const created = (await post('/api/v1/leads', step1, laura)).json<LeadResponse>();
    expect((await post('/api/v1/leads', person(created.lead_id), laura)).statusCode).toBe(200);
    // Its token alone is not the customer.
    const tokenOnly = await post('/api/v1/leads', person(created.lead_id), withToken(created.lead_token));
    expect(tokenOnly.statusCode).toBe(404);
  });
});

describe('throttles (issue 42 findings 2 and 11)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await testApp({
      leadLimits: { writesPerAddress: 3, checksPerTaxId: 2, checksPerAddress: 3, windowSeconds: 60 },
    });
  });
  afterAll(async () => small.close());
  const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

  it('throttles anonymous lead writes per client address, not signed-in customers', async () => {
    const write = (headers: Record<string, string>) =>
      small.app.inject({ method: 'POST', url: '/api/v1/leads', payload: step1, headers });
    for (let i = 0; i < 3; i += 1) expect((await write(from('10.0.0.1'))).statusCode).toBe(200);
    const refused = await write(from('10.0.0.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'too_many_attempts' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address, and a customer on the same one, go on.
    expect((await write(from('10.0.0.2'))).statusCode).toBe(200);
    const customer = bearer(await tokenFor(small.app, '12345678Z'));
    expect((await write(from('10.0.0.1', customer))).statusCode).toBe(200);
  });

  it('throttles the identity check per tax id and per client address', async () => {
    const lead = async (ip: string, vat: string) => {
      const made = (
        await small.app.inject({ method: 'POST', url: '/api/v1/leads', payload: step1, headers: from(ip) })
      ).json<LeadResponse>();
      const body = person(made.lead_id, {
        owner: { type: 'F', fisic_vat: vat, first_name: 'Ana', surname1: 'Puig' },
      });
      await small.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: body,
        headers: from(ip, withToken(made.lead_token)),
      });
      return (ip2: string) =>
        small.app.inject({
          method: 'GET',
          url: `/api/v1/leads/dni-validation/${made.lead_id}`,
          headers: from(ip2, withToken(made.lead_token)),
        });
    };
    // Each lead takes two writes: a fresh address for each.
    const check = await lead('10.1.0.1', '11111111H');
    expect((await check('10.2.0.1')).json()).toMatchObject({ dni_valid: false });
    expect((await check('10.2.0.2')).statusCode).toBe(200);
    // A third guess at the same tax id, from anywhere.
    expect((await check('10.2.0.3')).statusCode).toBe(429);
    // Per address: three checks of other tax ids from one address, then refused.
    const others = [
      await lead('10.1.0.2', '12345678Z'),
      await lead('10.1.0.3', '87654321X'),
      await lead('10.1.0.4', '00000000T'),
      await lead('10.1.0.5', '22222222J'),
    ];
    for (const other of others.slice(0, 3)) expect((await other('10.3.0.1')).statusCode).toBe(200);
    expect((await others[3]?.('10.3.0.1'))?.statusCode).toBe(429);
  });
});
