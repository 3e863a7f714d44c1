// The power calculator's lead and the electricity and gas comparators (visitor-features §2, §5, §7): public calls.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ComparisonResponse,
  ElectricityCompareRequest,
  GasCompareRequest,
  LeadOkResponse,
  PowerLeadRequest,
} from '@portal/shared/api-types';
import { apiPath, apiPaths } from '../../core/domain';
import { type FieldErrors, assertNoErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { isBlank } from '../../core/text';
import { langOf, optionalUser } from '../contracting/request-context';
import { type ProductPrices, compareElectricity, compareGas, periodDays } from './comparison';
import { type ContactFields, contactErrors } from './rules';
import { ref } from '../../contract';

type LeadKind = 'power' | 'compare' | 'gas_compare' | 'invoice' | 'gas_invoice' | 'confirm' | 'gas_confirm';
const positive = (n: number | undefined): boolean => typeof n === 'number' && Number.isFinite(n) && n > 0;

function periodErrors(
  body: { cups?: string; comerOrigin?: number; startDate?: string; endDate?: string; invoiceAmount?: number },
  known: (id: number) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(body.cups)) errors.cups = MESSAGES.required;
  if (!body.comerOrigin || !known(body.comerOrigin)) errors.comerOrigin = MESSAGES.required;
  // Each date's own rule is declared (`day`); here, that both are there and in order.
  if (isBlank(body.startDate)) errors.startDate = MESSAGES.dateInvalid;
  if (isBlank(body.endDate)) errors.endDate = MESSAGES.dateInvalid;
  else if (body.startDate && body.endDate && body.endDate < body.startDate)
    errors.endDate = MESSAGES.dateInvalid;
  if (!positive(body.invoiceAmount)) errors.invoiceAmount = MESSAGES.required;
  return errors;
}

/** A lead made (status OK), and a comparison or that lead. */
const leadOk = { 200: ref('LeadOkResponse') };
const compared = { 200: ref('PriceCompareResponse') };

export const compareRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const insertLead = db.prepare(
    'INSERT INTO tool_leads (kind, user_id, cups, data, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const retailer = db.prepare<[number], { id: number }>('SELECT id FROM retailers WHERE id = ?');
  const tariff = db.prepare<[number, string], { id: number; name: string }>(
    'SELECT id, name FROM access_tariffs WHERE id = ? AND kind = ?',
  );
  const productsFor = db.prepare<[number], { name: string; power_prices: string; energy_prices: string }>(
    `SELECT p.name, p.power_prices, p.energy_prices FROM products p JOIN product_tariffs pt ON pt.product_id = p.id
     WHERE pt.tariff_id = ? AND p.promo_code IS NULL ORDER BY p.id`,
  );
  const known = (id: number): boolean => retailer.get(id) !== undefined;
  const prices = (tariffId: number): ProductPrices[] =>
    productsFor.all(tariffId).map((p) => ({
      name: p.name,
      power: JSON.parse(p.power_prices) as Record<string, number>,
      energy: JSON.parse(p.energy_prices) as Record<string, number>,
    }));

  function saveLead(
    request: FastifyRequest,
    kind: LeadKind,
    cups: string | undefined,
    data: unknown,
  ): LeadOkResponse {
    const id = insertLead.run(
      kind,
      request.user?.id ?? null,
      cups ?? null,
      JSON.stringify(data),
      new Date().toISOString(),
    ).lastInsertRowid;
    return { status: 'OK', lead_id: Number(id) };
  }
  /** Manual mode: the visitor sends the invoice instead of typing it (an invoice lead). */
  function invoiceLead(request: FastifyRequest, kind: LeadKind, body: ContactFields): LeadOkResponse {
    const errors = contactErrors(body, ['name']);
    if (!body.invoice) errors.invoice = MESSAGES.required;
    assertNoErrors(errors);
    return saveLead(request, kind, body.cups, { ...body, invoice: body.invoice?.name });
  }
  function confirmLead(request: FastifyRequest, kind: LeadKind, body: ContactFields): LeadOkResponse {
    assertNoErrors(contactErrors(body, ['cups', 'name']));
    return saveLead(request, kind, body.cups, body);
  }

  app.post(
    apiPath(1, 'leads/potencia'),
    { preValidation: optionalUser, schema: { body: ref('PowerLeadRequest'), response: leadOk } },
    async (request) => {
      const { cups, data } = request.body as PowerLeadRequest;
      // The contact fields and the CUPS are declared filled (the contract's PowerLeadRequest); here the consent, the invoice and
      // the calculator's numbers.
      const errors = contactErrors(data, [], 'data.');
      if (!positive(data.area) || !Number.isInteger(data.area)) errors['data.area'] = MESSAGES.required;
      if (!positive(data.numPersones) || !Number.isInteger(data.numPersones))
        errors['data.numPersones'] = MESSAGES.required;
      if (!(data.optimalPower >= 0)) errors['data.optimalPower'] = MESSAGES.invalid;
      assertNoErrors(errors);
      return saveLead(request, 'power', cups, { ...data, invoice: data.invoice?.name });
    },
  );

  app.post(
    apiPath(1, 'price-compare'),
    { preValidation: optionalUser, schema: { body: ref('PriceCompareRequest'), response: compared } },
    async (request): Promise<ComparisonResponse | LeadOkResponse> => {
      const body = request.body as Omit<ElectricityCompareRequest, 'mode'> &
        ContactFields & { mode: 'auto' | 'manual' };
      if (body.mode === 'manual') return invoiceLead(request, 'invoice', body);
      const errors = periodErrors(body, known);
      const access = body.accessTariff ? tariff.get(body.accessTariff, 'electricity') : undefined;
      if (!access) errors.accessTariff = MESSAGES.required;
      if (!positive(body.p1)) errors.p1 = MESSAGES.required;
      if (!positive(body.power)) errors.power = 'power not valid';
      if (body.power2 !== undefined && !positive(body.power2)) errors.power2 = 'power not valid';
      assertNoErrors(errors);
      const input = {
        days: periodDays(body.startDate, body.endDate),
        powers: [body.power, body.power2 ?? body.power],
        consumption: [body.p1, body.p2 ?? 0, body.p3 ?? 0, body.p4 ?? 0, body.p5 ?? 0, body.p6 ?? 0],
        invoiceAmount: body.invoiceAmount,
      };
      const offers = prices(access?.id ?? 0).map((p) => compareElectricity(p, input, langOf(request)));
      const best = offers.sort((a, b) => a.total_amount - b.total_amount)[0];
      if (!best) throw new Error('no product for a seeded access tariff');
      saveLead(request, 'compare', body.cups, { ...body, total_amount: best.total_amount });
      return { data: best };
    },
  );

  const gasCompare = async (request: FastifyRequest): Promise<ComparisonResponse | LeadOkResponse> => {
    const body = request.body as Omit<GasCompareRequest, 'mode'> &
      ContactFields & { mode: 'auto' | 'manual' | 'confirm' };
    if (body.mode === 'manual') return invoiceLead(request, 'gas_invoice', body);
    if (body.mode === 'confirm') return confirmLead(request, 'gas_confirm', body);
    const errors = periodErrors(body, known);
    const access = body.access_tariff ? tariff.get(body.access_tariff, 'gas') : undefined;
    if (!access) errors.access_tariff = MESSAGES.required;
    if (!positive(body.consumption)) errors.consumption = MESSAGES.required;
    assertNoErrors(errors);
    const input = {
      days: periodDays(body.startDate, body.endDate),
      consumption: body.consumption,
      invoiceAmount: body.invoiceAmount,
    };
    const best = prices(access?.id ?? 0)
      .map((p) => compareGas(p, access?.name ?? '', input, langOf(request)))
      .sort((a, b) => a.total_amount - b.total_amount)[0];
    if (!best) throw new Error('no product for a seeded gas tariff');
    saveLead(request, 'gas_compare', body.cups, { ...body, total_amount: best.total_amount });
    return { data: best };
  };
  // The spec gives no version for the gas comparator: both answer.
  for (const path of apiPaths([1, 2], 'gas/price-compare'))
    app.post(
      path,
      { preValidation: optionalUser, schema: { body: ref('GasPriceCompareRequest'), response: compared } },
      gasCompare,
    );

  const confirm = (kind: LeadKind) => async (request: FastifyRequest) =>
    confirmLead(request, kind, request.body as ContactFields);
  app.post(
    apiPath(1, 'price-compare/confirm'),
    { preValidation: optionalUser, schema: { body: ref('CompareConfirmRequest'), response: leadOk } },
    confirm('confirm'),
  );
  for (const path of apiPaths([1, 2], 'gas/price-compare/confirm'))
    app.post(
      path,
      { preValidation: optionalUser, schema: { body: ref('CompareConfirmRequest'), response: leadOk } },
      confirm('gas_confirm'),
    );
};
