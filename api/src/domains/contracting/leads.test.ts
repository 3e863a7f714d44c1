import type {
  DniValidationResponse,
  LeadRequest,
  LeadResponse,
  ScoringResponse,
} from '@portal/shared/api-types';
import { bearer, postRawJson, tokenFor, setUpFileApp } from '../../testing/app';
import { cupsOf } from './catalog';
import { LEAD_STEP1 } from '../../testing/builders';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const { t } = setUpFileApp();

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** The lead tokens answered on creation, by lead id: every later call of this file sends its lead's. */
const tokens = new Map<number, string>();
const leadHeaders = (payload: unknown): Record<string, string> => {
  const id = (payload as { lead_id?: number } | undefined)?.lead_id;
  const token = id === undefined ? undefined : tokens.get(id);
  return token ? { 'x-lead-token': token } : {};
};
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...leadHeaders(payload), ...headers },
  });
  const answer = res.statusCode === 200 ? res.json<LeadResponse>() : undefined;
  if (answer?.lead_token) tokens.set(answer.lead_id, answer.lead_token);
  return res;
};
const get = (url: string, leadId: number) =>
  t.app.inject({ method: 'GET', url, headers: leadHeaders({ lead_id: leadId }) });

const step1 = LEAD_STEP1;
const person = (vat: string, firstName: string): LeadRequest => ({
  step: 2,
  owner: { type: 'F', fisic_vat: vat, first_name: firstName, surname1: 'Puig' },
  owner_address: { different_address: false, mobile: '+34612345678', email: 'maria@example.com' },
  nif_faceup: [{ name: 'dni.png', content: PNG }],
});

async function leadWith(vat: string, firstName: string): Promise<number> {
  const created = (await post('/api/v1/leads', step1)).json<LeadResponse>();
  const res = await post('/api/v1/leads', { ...person(vat, firstName), lead_id: created.lead_id });
  expect(res.statusCode).toBe(200);
  return created.lead_id;
}

describe('POST leads (electricity, v1)', () => {
  it('walks the five steps and confirms with the finish page', async () => {
    const leadId = await leadWith('12345678Z', 'Laura');
    const steps: LeadRequest[] = [
      {
        step: 3,
        lead_id: leadId,
        power: 4.6,
        power2: 4.6,
        promotional_code: ['BIENVENIDA'],
        tarifa: 101,
        tarifaATR: 1,
        selfconsCode: '00',
      },
      { step: 4, lead_id: leadId, bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true } },
      {
        step: 5,
        lead_id: leadId,
        accept_gdpr: true,
        accept_ov_conditions: true,
        activate_publicity: false,
        confirm: true,
      },
    ];
    for (const body of steps.slice(0, 2))
      expect((await post('/api/v1/leads', body)).json()).toEqual({ status: 'OK', lead_id: leadId });
    const done = (await post('/api/v1/leads', steps[2])).json<LeadResponse>();
    expect(done).toMatchObject({
      status: 'OK',
      lead_id: leadId,
      result: { error: false, render: { format: 'markdown' } },
    });
    expect((await post('/api/v1/leads', steps[2])).statusCode).toBe(409);
  });

  // Issue 41: "Comparison results, the wizard's finish text ... stay Spanish in every locale: they come translated (from
  // the API in the request's language ...)". The finish body follows Accept-Language as the lookups do.
  it('answers the finish body in the request’s language', async () => {
    const confirmIn = async (language: string) => {
      const leadId = await leadWith('12345678Z', 'Laura');
      await post('/api/v1/leads', {
        step: 3,
        lead_id: leadId,
        power: 4.6,
        power2: 4.6,
        tarifa: 101,
        tarifaATR: 1,
      });
      await post('/api/v1/leads', {
        step: 4,
        lead_id: leadId,
        bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
      });
      const done = await post(
        '/api/v1/leads',
        { step: 5, lead_id: leadId, accept_gdpr: true, accept_ov_conditions: true, confirm: true },
        { 'accept-language': language },
      );
      return done.json<LeadResponse>().result?.render?.body ?? '';
    };
    expect(await confirmIn('en-US')).toContain('We have received your request to contract electricity');
    expect(await confirmIn('de-DE')).toContain('Stromvertrag');
    expect(await confirmIn('es-ES')).toContain('solicitud de contratación de electricidad');
  });

  it('answers the section 5 rules as field errors', async () => {
    const unavailable = await post('/api/v1/leads', { ...step1, cups: cupsOf('0021000000000004') });
    expect(unavailable.json()).toEqual({
      message: 'validation_error',
      errors: { cups: 'CUPS not available' },
    });
    const badAddress = await post('/api/v1/leads', {
      ...step1,
      cups: { name: 'ES12', dp: '080', nv: 'x', pnp: '1', poblacio: 'B' },
    });
    expect(badAddress.json<{ errors: Record<string, string> }>().errors).toEqual({
      cups: 'CUPS not valid',
      'cups.dp': 'The postal code must have 5 characters',
    });
    const noLead = await post('/api/v1/leads', person('12345678Z', 'Laura'));
    expect(noLead.json<{ errors: Record<string, string> }>().errors).toEqual({
      lead_id: 'The field cannot be empty',
    });
    const leadId = (await post('/api/v1/leads', step1)).json<LeadResponse>().lead_id;
    const badVat = await post('/api/v1/leads', { ...person('12345678A', 'Laura'), lead_id: leadId });
    expect(badVat.json<{ errors: Record<string, string> }>().errors).toEqual({
      'owner.fisic_vat': 'invalid VAT',
    });
    const powers = await post('/api/v1/leads', {
      step: 3,
      lead_id: leadId,
      power: 20,
      power2: 20,
      power3: 10,
      tarifa: 104,
      tarifaATR: 2,
    });
    expect(powers.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      power3: 'must be greater than previous',
      power4: 'The field cannot be empty',
    });
    const iban = await post('/api/v1/leads', {
      step: 4,
      lead_id: leadId,
      bank: { iban: 'ES0000000000000000000000', owner_is_bank_owner: false },
    });
    // The IBAN's own rule is declared and answered first; what the step needs comes after.
    expect(iban.json<{ errors: Record<string, string> }>().errors).toEqual({
      'bank.iban': 'iban_field_invalid',
    });
    const unaccepted = await post('/api/v1/leads', {
      step: 4,
      lead_id: leadId,
      bank: { iban: '', owner_is_bank_owner: false },
    });
    expect(unaccepted.json<{ errors: Record<string, string> }>().errors).toEqual({
      'bank.iban': 'iban_field_invalid',
      'bank.owner_is_bank_owner': 'must be accepted',
    });
    const contact = await post('/api/v1/leads', {
      ...person('12345678Z', 'Laura'),
      lead_id: leadId,
      owner_address: { different_address: false, mobile: '12', email: 'laura@', ref_catastral: 'X1' },
    });
    expect(contact.json<{ errors: Record<string, string> }>().errors).toEqual({
      'owner_address.mobile': 'mobile not valid',
      'owner_address.email': 'validation email not valid',
      'owner_address.ref_catastral': 'not valid ref',
    });
    const accept = await post('/api/v1/leads', { step: 5, lead_id: leadId, confirm: true });
    expect(accept.json<{ errors: Record<string, string> }>().errors).toEqual({
      accept_gdpr: 'contractation ov validation',
      accept_ov_conditions: 'contractation ov validation',
    });
  });

  it('declares what each step needs in its schema (visitor-features §5), before the rules over data', async () => {
    const errorsOf = async (url: string, body: unknown) => {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: Record<string, string> }>().errors;
    };
    const required = 'The field cannot be empty';
    expect(await errorsOf('/api/v1/leads', { step: 1 })).toEqual({
      cups: required,
      activeContract: required,
    });
    // The gas wizard asks no active-contract question.
    expect(await errorsOf('/api/v2/gas/leads', { step: 1 })).toEqual({ cups: required });
    expect(await errorsOf('/api/v1/leads', { step: 3, tarifa: 0 })).toEqual({
      lead_id: required,
      tarifa: 'The value is not valid',
      tarifaATR: required,
    });
    expect(await errorsOf('/api/v1/leads', { step: 2, lead_id: 1 })).toEqual({ owner: required });
    // A person's names and tax id; a company's name, tax id and representative (blank is missing).
    expect(
      await errorsOf('/api/v1/leads', { step: 2, lead_id: 1, owner: { type: 'F', first_name: '  ' } }),
    ).toEqual({ 'owner.fisic_vat': required, 'owner.first_name': required, 'owner.surname1': required });
    expect(
      await errorsOf('/api/v1/leads', {
        step: 2,
        lead_id: 1,
        owner: { type: 'J', juridic_vat: 'B12345674', rep_name: 'Ana' },
      }),
    ).toEqual({ 'owner.name': required, 'owner.rep_surname1': required });
    expect(await errorsOf('/api/v1/leads', { step: 4, lead_id: 1 })).toEqual({ bank: required });
    // Declared, not checked by hand: the routes' body schemas (the contract's, by reference) carry the step
    // requirements.
    const route = t.app.routeTable.find((r) => r.url === '/api/v2/gas/leads' && r.method === 'POST');
    const body = route?.schema?.body as { $ref?: string } | undefined;
    expect(body).toEqual({ $ref: 'GasLeadRequest#' });
    expect(JSON.stringify(t.app.getSchema('GasLeadRequest'))).toContain('"if"');
  });

  it('refuses unknown fields, wrong types and malformed JSON with a 4xx', async () => {
    expect((await post('/api/v1/leads', { ...step1, hacker: true })).json()).toEqual({
      message: 'validation_error',
      errors: { hacker: 'Unknown field' },
    });
    expect((await post('/api/v1/leads', { step: 'one' })).statusCode).toBe(400);
    const malformed = await postRawJson(t.app, '/api/v1/leads', '{"step": 1,');
    expect(malformed.statusCode).toBe(400);
    expect((await post('/api/v1/leads', { ...person('12345678Z', 'A'), lead_id: 999_999 })).statusCode).toBe(
      404,
    );
  });

  it('signed-in customers skip the acceptances; a read-only token cannot send a lead', async () => {
    const token = await tokenFor(t.app, '12345678Z');
    const leadId = (await post('/api/v1/leads', step1, bearer(token))).json<LeadResponse>().lead_id;
    const done = await post('/api/v1/leads', { step: 5, lead_id: leadId, confirm: true }, bearer(token));
    expect(done.json<LeadResponse>().result?.error).toBe(false);
    const readonly = await post(
      '/api/v1/leads',
      step1,
      bearer(await tokenFor(t.app, '12345678Z', { readonly: true })),
    );
    expect(readonly.statusCode).toBe(403);
    expect(readonly.json()).toEqual({ message: 'read_only_token' });
  });

  it('keeps a signed-in customer’s lead away from other customers', async () => {
    const leadId = (
      await post('/api/v1/leads', step1, bearer(await tokenFor(t.app, '12345678Z')))
    ).json<LeadResponse>().lead_id;
    const other = await post(
      '/api/v1/leads',
      { ...person('12345678Z', 'Laura'), lead_id: leadId },
      bearer(await tokenFor(t.app, '00000000T')),
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('POST gas/leads (v2)', () => {
  it('creates a gas lead and checks its step 3', async () => {
    const created = await post('/api/v2/gas/leads', { step: 1, cups: cupsOf('0230000000000001') });
    const leadId = created.json<LeadResponse>().lead_id;
    expect(created.json()).toEqual({ status: 'OK', lead_id: leadId, lead_token: expect.any(String) });
    expect(
      (await post('/api/v2/gas/leads', { step: 3, lead_id: leadId })).json<{
        errors: Record<string, string>;
      }>().errors,
    ).toEqual({
      tarifa: 'The field cannot be empty',
      tarifaATR: 'The field cannot be empty',
    });
    expect(
      (
        await post('/api/v2/gas/leads', {
          step: 3,
          lead_id: leadId,
          tarifa: 201,
          tarifaATR: 11,
          electricityLeadId: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v1/leads', { step: 3, lead_id: leadId, tarifa: 101, tarifaATR: 1, power: 3 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('scoring and DNI checks (seeded outcomes)', () => {
  const check = async (vat: string, name: string) => {
    const leadId = await leadWith(vat, name);
    const scoring = (await get(`/api/v1/leads/solvencia/${leadId}`, leadId)).json<ScoringResponse>();
    const dni = (await get(`/api/v1/leads/dni-validation/${leadId}`, leadId)).json<DniValidationResponse>();
    return { scoring: scoring.scoring, dni: dni.dni_valid };
  };

  it.each([
    ['12345678Z', 'Laura', true, true],
    ['11111111H', 'María', true, false],
    ['11111111H', 'marta', true, true],
    ['22222222J', 'Pere', true, false],
    ['33333333P', 'Jordi', false, true],
    ['44444444A', 'Eva', false, false],
  ])('%s named %s: scoring %s, DNI %s', async (vat, name, scoring, dni) => {
    expect(await check(vat, name)).toEqual({ scoring, dni });
  });

  it('answers 409 before the person step and 404 for an unknown lead', async () => {
    const leadId = (await post('/api/v1/leads', step1)).json<LeadResponse>().lead_id;
    expect((await get(`/api/v1/leads/solvencia/${leadId}`, leadId)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/leads/dni-validation/987654' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/leads/dni-validation/abc' })).statusCode).toBe(
      400,
    );
  });
});
