// The comparators' automatic forms (visitor-features §5 "Electricity comparator": "comerOrigin positive; accessTariff
// non-empty; p1 required; startDate and endDate must be date objects (date not valid); power required and positive
// (power not valid); power2 optional, positive; invoiceAmount required and positive", "Consumption is an integer with
// suffix kWh; power has up to 3 decimals with suffix kW. Comma is the decimal separator."; "Gas comparator: cups (with
// CUPS check), comerOrigin, access_tariff, consumption, startDate, endDate and invoiceAmount required; end date cannot
// be before start date"). Dates come from date inputs as YYYY-MM-DD (§9 "Dates sent as YYYY-MM-DD").
import { t } from '@lingui/core/macro';
import type { ElectricityCompareRequest, GasCompareRequest } from '@portal/shared/api-types';
import { isApiDate } from '@portal/shared/dates';
import { cupsSchema } from '@portal/shared/validation';
import * as v from 'valibot';
import { CONSUMPTION_PERIODS, optionalFields, type ConsumptionPeriod } from './periods';

/** "4,6" (comma, §5) or "4.6" → 4.6 with at most `decimals` decimals; NaN otherwise. */
export function parseDecimal(text: string, decimals: number): number {
  const value = text.trim().replace(/\s/g, '');
  const pattern = new RegExp(`^\\d+([.,]\\d{1,${decimals}})?$`);
  return pattern.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

const isInteger = (value: string) => /^\d+$/.test(value.trim());

function requiredText(required: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required));
}
function dateField(required: string, invalid: string) {
  return v.pipe(requiredText(required), v.check(isApiDate, invalid));
}
function positiveAmount(required: string, invalid: string, decimals: number) {
  return v.pipe(
    requiredText(required),
    v.check((value) => parseDecimal(value, decimals) > 0, invalid),
  );
}

interface PeriodInput {
  cups: string;
  comerOrigin: string;
  startDate: string;
  endDate: string;
  invoiceAmount: string;
}

export interface ElectricityCompareInput extends PeriodInput, Record<ConsumptionPeriod, string> {
  accessTariff: string;
  power: string;
  power2: string;
  /** visitor-features §3 "Lead (electricity compare): cups, comerOrigin (id), consent, …": optional, sent as given. */
  consent: boolean;
}

export interface GasCompareInput extends PeriodInput {
  access_tariff: string;
  consumption: string;
}

export interface CompareSchemaOptions {
  /** Whether the CUPS (normalised) is known to be the other energy's supply point (use-cups-lookup.ts). */
  isOtherEnergy?: (cups: string) => boolean;
}

function periodEntries(otherEnergyMessage: string, { isOtherEnergy = () => false }: CompareSchemaOptions) {
  const required = t`Required field`;
  const dateInvalid = t`Date not valid`;
  return {
    cups: v.pipe(
      cupsSchema(t`CUPS not valid`, required),
      v.check((cups) => !isOtherEnergy(cups), otherEnergyMessage),
    ),
    comerOrigin: v.pipe(
      requiredText(required),
      v.check((value) => Number(value) > 0, required),
    ),
    startDate: dateField(required, dateInvalid),
    endDate: dateField(required, dateInvalid),
    invoiceAmount: positiveAmount(required, t`Enter an amount greater than 0`, 2),
  };
}
/** "end date cannot be before start date" (§5, gas; the electricity call refuses it too). */
function endNotBeforeStart(input: { startDate: string; endDate: string }): boolean {
  return !isApiDate(input.startDate) || !isApiDate(input.endDate) || input.endDate >= input.startDate;
}

type DateSchema = ReturnType<typeof dateField>;

/**
 * The two dates and their order, an object of their own beside the other fields (v.intersect): the form's resolver
 * parses with `abortPipeEarly`, which skipped a check piped after the whole form's object while any other field was
 * wrong (issue 41); here it waits only for the two dates.
 */
function billingPeriod(startDate: DateSchema, endDate: DateSchema) {
  return v.pipe(
    v.object({ startDate, endDate }),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate']],
        endNotBeforeStart,
        t`The end date cannot be before the start date`,
      ),
      ['endDate'],
    ),
  );
}

/**
 * A comparator's form: the period's fields (CUPS, supplier, dates, amount) with the energy's own `energyEntries`,
 * and the two dates' order checked beside them.
 */
function compareSchema<TEntries extends v.ObjectEntries>(
  otherEnergyMessage: string,
  options: CompareSchemaOptions,
  energyEntries: TEntries,
) {
  const { startDate, endDate, ...entries } = periodEntries(otherEnergyMessage, options);
  return v.intersect([v.object({ ...entries, ...energyEntries }), billingPeriod(startDate, endDate)]);
}

export function electricityCompareSchema(options: CompareSchemaOptions = {}) {
  const required = t`Required field`;
  const powerInvalid = t`Power not valid`;
  const kwh = t`Enter whole kWh`;
  const optionalKwh = v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || isInteger(value), kwh),
  );
  return compareSchema(t`This CUPS is a gas supply point: use the gas comparator.`, options, {
    consent: v.boolean(),
    accessTariff: requiredText(required),
    power: positiveAmount(required, powerInvalid, 3),
    power2: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || parseDecimal(value, 3) > 0, powerInvalid),
    ),
    p1: v.pipe(requiredText(required), v.check(isInteger, kwh)),
    p2: optionalKwh,
    p3: optionalKwh,
    p4: optionalKwh,
    p5: optionalKwh,
    p6: optionalKwh,
  });
}
export type ElectricityCompareValues = v.InferOutput<ReturnType<typeof electricityCompareSchema>>;

export function gasCompareSchema(options: CompareSchemaOptions = {}) {
  const required = t`Required field`;
  return compareSchema(
    t`This CUPS is an electricity supply point: use the electricity comparator.`,
    options,
    {
      access_tariff: requiredText(required),
      consumption: v.pipe(requiredText(required), v.check(isInteger, t`Enter whole kWh`)),
    },
  );
}
export type GasCompareValues = v.InferOutput<ReturnType<typeof gasCompareSchema>>;

const emptyPeriod: PeriodInput = { cups: '', comerOrigin: '', startDate: '', endDate: '', invoiceAmount: '' };
export const EMPTY_ELECTRICITY_COMPARE: ElectricityCompareInput = {
  ...emptyPeriod,
  accessTariff: '',
  power: '',
  power2: '',
  consent: false,
  p1: '',
  p2: '',
  p3: '',
  p4: '',
  p5: '',
  p6: '',
};
export const EMPTY_GAS_COMPARE: GasCompareInput = { ...emptyPeriod, access_tariff: '', consumption: '' };

/** The request of mode auto: only the fields the tariff offers, empty optional ones left out. */
export function toElectricityRequest(
  values: ElectricityCompareValues,
  tariffName: string | undefined,
): ElectricityCompareRequest {
  const offered = optionalFields(tariffName);
  const request: ElectricityCompareRequest = {
    mode: 'auto',
    cups: values.cups,
    comerOrigin: Number(values.comerOrigin),
    startDate: values.startDate,
    endDate: values.endDate,
    accessTariff: Number(values.accessTariff),
    invoiceAmount: parseDecimal(values.invoiceAmount, 2),
    power: parseDecimal(values.power, 3),
    p1: Number(values.p1),
    consent: values.consent,
  };
  if (offered.power2 && values.power2) request.power2 = parseDecimal(values.power2, 3);
  for (const period of CONSUMPTION_PERIODS.slice(1))
    if (offered.periods.includes(period) && values[period]) request[period] = Number(values[period]);
  return request;
}

export function toGasRequest(values: GasCompareValues): GasCompareRequest {
  return {
    mode: 'auto',
    cups: values.cups,
    comerOrigin: Number(values.comerOrigin),
    access_tariff: Number(values.access_tariff),
    consumption: Number(values.consumption),
    startDate: values.startDate,
    endDate: values.endDate,
    invoiceAmount: parseDecimal(values.invoiceAmount, 2),
  };
}
