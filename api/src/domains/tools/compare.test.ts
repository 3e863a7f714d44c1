import type { ComparisonResponse, LeadOkResponse } from '@portal/shared/api-types';
import { bearer, expiredToken, tokenFor, setUpFileApp } from '../../testing/app';
import { cupsOf } from '../contracting/catalog';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const { t } = setUpFileApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const CUPS = cupsOf('0021000000000001');
const contact = {
  name: 'Marta',
  surname1: 'Vidal',
  email: 'marta@example.com',
  telephone: '612345678',
  contactHours: '9-13h',
  consent: true,
};
const electricity = {
  mode: 'auto',
  cups: CUPS,
  comerOrigin: 2,
  startDate: '2025-01-01',
  endDate: '2025-01-31',
  accessTariff: 1,
  invoiceAmount: 95.4,
  p1: 120,
  p2: 110,
  p3: 170,
  power: 4.6,
  power2: 4.6,
};

/** A visitor's gas comparison (POST gas/price-compare), automatic mode: the gas tests share it. */
const gas = {
  mode: 'auto',
  cups: cupsOf('0230000000000001'),
  comerOrigin: 6,
  access_tariff: 11,
  consumption: 850,
  startDate: '2025-01-01',
  endDate: '2025-02-28',
  invoiceAmount: 140,
};

describe('POST price-compare/', () => {
  it('answers the cheapest offer with its line breakdown, taxes and saving', async () => {
    const res = await post('/api/v1/price-compare/', electricity);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ComparisonResponse>();
    expect(data.days).toBe(31);
    expect(data.operations.potencia).toEqual([
      { name: 'Potencia P1', price_unit: 0.0863, quantity: 4.6, multi: 31 },
      { name: 'Potencia P2', price_unit: 0.0108, quantity: 4.6, multi: 31 },
    ]);
    expect(data.operations.energia?.map((l) => l.name)).toEqual(['Energía P1', 'Energía P2', 'Energía P3']);
    expect(data.operations.lloguer).toEqual([
      { name: 'Alquiler de contador', price_unit: 0.0266, quantity: 31, multi: 1 },
    ]);
    expect(data.taxes.map((x) => x.name)).toEqual([
      'Impuesto especial sobre la electricidad (3,8 %)',
      'IVA (21 %)',
    ]);
    const lines = [
      ...(data.operations.potencia ?? []),
      ...(data.operations.energia ?? []),
      ...(data.operations.lloguer ?? []),
    ];
    const sum =
      lines.reduce((s, l) => s + l.price_unit * l.quantity * l.multi, 0) +
      data.taxes.reduce((s, x) => s + x.amount, 0);
    expect(data.total_amount).toBeCloseTo(sum, 1);
    expect(data.saving).toBeCloseTo(95.4 - data.total_amount, 2);
    expect(data.header).toContain('<h3>');
  });

  it('answers the section 5 errors: the declared identifiers first, then what the mode needs', async () => {
    const broken = { comerOrigin: 999, power: 0, invoiceAmount: -1, accessTariff: 11 };
    const res = await post('/api/v1/price-compare/', {
      ...electricity,
      ...broken,
      cups: 'ES1',
      startDate: '2025-02-30',
      email: 'nope',
    });
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      cups: 'CUPS not valid',
      startDate: 'date not valid',
      email: 'validation email not valid',
    });
    const needs = await post('/api/v1/price-compare/', { ...electricity, ...broken, cups: '  ' });
    expect(needs.json<{ errors: Record<string, string> }>().errors).toEqual({
      cups: 'The field cannot be empty',
      comerOrigin: 'The field cannot be empty',
      accessTariff: 'The field cannot be empty',
      invoiceAmount: 'The field cannot be empty',
      power: 'power not valid',
    });
    expect(
      (await post('/api/v1/price-compare/', { ...electricity, endDate: '2024-12-01' })).json(),
    ).toMatchObject({
      errors: { endDate: 'date not valid' },
    });
    expect((await post('/api/v1/price-compare/', { ...electricity, p1: '120' })).statusCode).toBe(400);
    expect((await post('/api/v1/price-compare/', { ...electricity, extra: 1 })).json()).toMatchObject({
      errors: { extra: 'Unknown field' },
    });
  });

  it('takes an invoice lead in manual mode', async () => {
    const invoice = { name: 'factura.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
    const res = await post('/api/v1/price-compare/', { mode: 'manual', ...contact, invoice });
    expect(res.json<LeadOkResponse>()).toEqual({ status: 'OK', lead_id: expect.any(Number) });
    const missing = await post('/api/v1/price-compare/', { mode: 'manual', ...contact });
    expect(missing.json()).toMatchObject({ errors: { invoice: 'The field cannot be empty' } });
  });

  it('confirms the interest with the contact data', async () => {
    expect((await post('/api/v1/price-compare/confirm', { cups: CUPS, ...contact })).json()).toMatchObject({
      status: 'OK',
    });
    const bad = await post('/api/v1/price-compare/confirm', {
      cups: CUPS,
      ...contact,
      email: 'nope',
      consent: false,
    });
    expect(bad.json()).toMatchObject({ errors: { email: 'validation email not valid' } });
    const unconsented = await post('/api/v1/price-compare/confirm', {
      cups: CUPS,
      ...contact,
      consent: false,
    });
    expect(unconsented.json()).toMatchObject({ errors: { consent: 'consent required' } });
  });

  it('takes the lead-contact form as the comparator pages send it (surname2, contact hours, the invoice as a data URL)', async () => {
    const full = { ...contact, surname2: 'Soler', contactHours: '19-21h' };
    const invoice = { name: 'factura.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
    expect((await post('/api/v1/price-compare/', { mode: 'manual', ...full, invoice })).json()).toMatchObject(
      {
        status: 'OK',
      },
    );
    expect((await post('/api/v1/price-compare/confirm', { cups: CUPS, ...full })).json()).toMatchObject({
      status: 'OK',
    });
    expect(
      (await post('/api/v2/gas/price-compare', { mode: 'confirm', cups: CUPS, ...full })).json(),
    ).toMatchObject({ status: 'OK' });
  });

  it('treats tokens like every visitor call: expired 401, read-only 403', async () => {
    expect(
      (
        await post('/api/v1/price-compare/', electricity, bearer(await expiredToken(t.app, '12345678Z')))
      ).json(),
    ).toEqual({
      message: 'token_expired',
    });
    const readonly = bearer(await tokenFor(t.app, '12345678Z', { readonly: true }));
    expect((await post('/api/v1/price-compare/', electricity, readonly)).statusCode).toBe(403);
    expect(
      (await post('/api/v1/price-compare/', electricity, bearer(await tokenFor(t.app, '12345678Z'))))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST gas/price-compare', () => {
  it('answers the saving with fixed and variable lines', async () => {
    const { data } = (await post('/api/v1/gas/price-compare', gas)).json<ComparisonResponse>();
    expect(data.days).toBe(59);
    expect(data.operations.fijo).toEqual([
      { name: 'Término fijo RL.1', price_unit: 0.18, quantity: 59, multi: 1 },
    ]);
    expect(data.operations.variable).toEqual([
      { name: 'Término variable', price_unit: 0.071, quantity: 850, multi: 1 },
    ]);
    expect(data.saving).toBeCloseTo(140 - data.total_amount, 2);
    expect((await post('/api/v2/gas/price-compare', gas)).statusCode).toBe(200);
  });

  it('answers errors, invoice leads and confirmations', async () => {
    const bad = await post('/api/v1/gas/price-compare', {
      ...gas,
      access_tariff: 1,
      consumption: 0,
      endDate: '2024-01-01',
    });
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      access_tariff: 'The field cannot be empty',
      consumption: 'The field cannot be empty',
      endDate: 'date not valid',
    });
    const confirm = await post('/api/v1/gas/price-compare', { mode: 'confirm', cups: gas.cups, ...contact });
    expect(confirm.json()).toMatchObject({ status: 'OK' });
  });
});

describe('POST leads/potencia', () => {
  const lead = {
    cups: CUPS,
    data: {
      ...contact,
      optimalPower: 5.75,
      appliances: [{ name: 'oven', totalPower: 2, enabled: true }],
      area: 90,
      numPersones: 3,
      cofSimul: 0.4,
    },
  };
  it('stores the calculator lead', async () => {
    expect((await post('/api/v1/leads/potencia', lead)).json()).toEqual({
      status: 'OK',
      lead_id: expect.any(Number),
    });
  });
  it('checks the lead-contact and calculator rules', async () => {
    const res = await post('/api/v1/leads/potencia', {
      cups: 'ES00',
      data: { ...lead.data, area: 0, telephone: '12', surname1: '', cofSimul: 0.4 },
    });
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      cups: 'CUPS not valid',
      'data.surname1': 'The field cannot be empty',
      'data.telephone': 'phone not valid',
    });
    const { contactHours: _omitted, ...withoutHours } = lead.data;
    const rest = await post('/api/v1/leads/potencia', { ...lead, data: { ...withoutHours, area: 0 } });
    expect(rest.json<{ errors: Record<string, string> }>().errors).toEqual({
      'data.contactHours': 'The field cannot be empty',
    });
    const area = await post('/api/v1/leads/potencia', { ...lead, data: { ...lead.data, area: 0 } });
    expect(area.json<{ errors: Record<string, string> }>().errors).toEqual({
      'data.area': 'The field cannot be empty',
    });
    const big = { name: 'f.pdf', content: `data:application/pdf;base64,${'A'.repeat(20_100_000)}` };
    const tooBig = await post('/api/v1/leads/potencia', { ...lead, data: { ...lead.data, invoice: big } });
    expect(tooBig.json()).toMatchObject({ errors: { 'data.invoice': 'File size must be less than 15MB' } });
    expect(
      (await post('/api/v1/leads/potencia', { ...lead, data: { ...lead.data, cofSimul: 0.5 } })).statusCode,
    ).toBe(400);
  });
});

// Issue 41: "Comparison results, street types and 'Otra comercializadora' stay Spanish in every locale": the
// comparators' answers come in the request's language (Accept-Language, which the portal's HTTP client sends).
describe('the comparators in the request’s language', () => {
  it('names the electricity lines and taxes, and writes the header, in Catalan; the special tax is marked', async () => {
    const res = await post('/api/v1/price-compare/', electricity, { 'accept-language': 'ca-ES' });
    const { data } = res.json<ComparisonResponse>();
    expect(data.operations.potencia?.map((l) => l.name)).toEqual(['Potència P1', 'Potència P2']);
    expect(data.operations.energia?.map((l) => l.name)).toEqual(['Energia P1', 'Energia P2', 'Energia P3']);
    expect(data.operations.lloguer?.map((l) => l.name)).toEqual(['Lloguer del comptador']);
    expect(data.taxes).toEqual([
      { name: 'Impost especial sobre l’electricitat (3,8 %)', amount: expect.any(Number), special: true },
      { name: 'IVA (21 %)', amount: expect.any(Number) },
    ]);
    expect(data.header).toMatch(/^<h3>Amb .+ pagaries \d+,\d{2} €<\/h3>$/);
    expect(data.content).toMatch(/^<p>La teva factura va ser de 95,40 €/);
  });

  it('writes amounts with a decimal point in English, and the gas lines in German', async () => {
    const en = (
      await post('/api/v1/price-compare/', electricity, { 'accept-language': 'en-US' })
    ).json<ComparisonResponse>().data;
    expect(en.content).toMatch(/^<p>Your invoice was 95\.40 €/);
    expect(en.taxes.map((x) => x.name)).toEqual(['Special electricity tax (3.8 %)', 'VAT (21 %)']);
    const de = (
      await post('/api/v2/gas/price-compare', gas, { 'accept-language': 'de-DE' })
    ).json<ComparisonResponse>().data;
    expect(de.operations.fijo?.map((l) => l.name)).toEqual(['Grundpreis RL.1']);
    expect(de.operations.variable?.map((l) => l.name)).toEqual(['Arbeitspreis']);
    expect(de.taxes.map((x) => x.name)).toEqual(['Energiesteuer auf Erdgas', 'MwSt. (21 %)']);
  });

  it('names "Otra comercializadora" in the request’s language in both retailer lists', async () => {
    const names = async (url: string, lang: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } }))
        .json<{ id: number; name: string }[]>()
        .map((r) => r.name);
    expect(await names('/api/v1/leads/comers', 'fr-FR')).toContain('Autre fournisseur');
    expect(await names('/api/v2/gas/leads/comers?lang=gl-ES', 'de-DE')).toContain('Outra comercializadora');
    expect(await names('/api/v1/leads/comers', 'es-ES')).toContain('Otra comercializadora');
    expect(await names('/api/v1/leads/comers', 'en-US')).not.toContain('Otra comercializadora');
  });
});
