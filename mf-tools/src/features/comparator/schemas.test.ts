import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import {
  EMPTY_ELECTRICITY_COMPARE,
  EMPTY_GAS_COMPARE,
  electricityCompareSchema,
  gasCompareSchema,
  parseDecimal,
  toElectricityRequest,
  toGasRequest,
} from './schemas';

beforeAll(() => activateSourceLocale());

const CUPS = 'ES0021000000000001RK';
const period = {
  cups: CUPS,
  comerOrigin: '3',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  invoiceAmount: '95,40',
};
const electricity = {
  ...EMPTY_ELECTRICITY_COMPARE,
  ...period,
  accessTariff: '1',
  power: '4,6',
  power2: '4,6',
  p1: '120',
  p2: '80',
  p3: '150',
  p4: '10',
};

/** The form's resolver (@hookform/resolvers/valibot) parses with `abortPipeEarly`. */
const AS_THE_FORM = { abortPipeEarly: true } as const;

/** The first message of each field, as the form shows it. */
function issuesOf(result: v.SafeParseResult<v.GenericSchema>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    messages[path] ??= issue.message;
  }
  return messages;
}

describe('the electricity comparator form (visitor-features §5 "Electricity comparator")', () => {
  it('"power has up to 3 decimals with suffix kW. Comma is the decimal separator."', () => {
    expect(parseDecimal('4,6', 3)).toBe(4.6);
    expect(parseDecimal('4,625', 3)).toBe(4.625);
    expect(parseDecimal('4.6', 3)).toBe(4.6);
    expect(parseDecimal('4,6251', 3)).toBeNaN();
    expect(parseDecimal('-4', 3)).toBeNaN();
    expect(parseDecimal('4,6 kW', 3)).toBeNaN();
  });

  it('"power required and positive (power not valid)", "power2 optional, positive", "p1 required"', () => {
    const schema = electricityCompareSchema();
    expect(v.safeParse(schema, electricity).success).toBe(true);
    expect(v.safeParse(schema, { ...electricity, power2: '' }).success).toBe(true);
    expect(issuesOf(v.safeParse(schema, { ...electricity, power: '0', power2: '0,0001', p1: '' }))).toEqual({
      power: 'Power not valid',
      power2: 'Power not valid',
      p1: 'Required field',
    });
  });

  it('"Consumption is an integer", "startDate and endDate must be date objects (date not valid)"', () => {
    const result = v.safeParse(electricityCompareSchema(), {
      ...electricity,
      p1: '120,5',
      p2: '8.5',
      startDate: '2026-02-30',
    });
    expect(issuesOf(result)).toEqual({
      p1: 'Enter whole kWh',
      p2: 'Enter whole kWh',
      startDate: 'Date not valid',
    });
  });

  it('"comerOrigin positive; accessTariff non-empty; invoiceAmount required and positive"', () => {
    const result = v.safeParse(electricityCompareSchema(), {
      ...electricity,
      comerOrigin: '0',
      accessTariff: ' ',
      invoiceAmount: '0,00',
    });
    expect(issuesOf(result)).toEqual({
      comerOrigin: 'Required field',
      accessTariff: 'Required field',
      invoiceAmount: 'Enter an amount greater than 0',
    });
  });

  it('reports reversed dates together with the other fields’ errors', () => {
    const result = v.safeParse(
      electricityCompareSchema(),
      {
        ...electricity,
        power: '',
        startDate: '2026-02-01',
        endDate: '2026-01-31',
      },
      AS_THE_FORM,
    );
    expect(issuesOf(result)).toEqual({
      power: 'Required field',
      endDate: 'The end date cannot be before the start date',
    });
  });

  it('sends only the fields the tariff offers ("p1 to p3 and power2 for 2.0TD"), as numbers, dates YYYY-MM-DD', () => {
    const values = v.parse(electricityCompareSchema(), electricity);
    expect(toElectricityRequest(values, '2.0TD')).toEqual({
      mode: 'auto',
      cups: CUPS,
      comerOrigin: 3,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      accessTariff: 1,
      invoiceAmount: 95.4,
      power: 4.6,
      power2: 4.6,
      p1: 120,
      p2: 80,
      p3: 150,
      consent: false,
    });
    expect(toElectricityRequest(values, '3.0TD')).toMatchObject({ p4: 10 });
    const other = toElectricityRequest(values, '6.1TD');
    expect(other).not.toHaveProperty('power2');
    expect(other).not.toHaveProperty('p2');
  });
});

describe('the gas comparator form (visitor-features §5 "Gas comparator")', () => {
  const gas = { ...EMPTY_GAS_COMPARE, ...period, access_tariff: '2', consumption: '3400' };

  it('"end date cannot be before start date"; the same day is allowed', () => {
    expect(
      issuesOf(v.safeParse(gasCompareSchema(), { ...gas, startDate: '2026-02-01', endDate: '2026-01-31' })),
    ).toEqual({ endDate: 'The end date cannot be before the start date' });
    expect(v.safeParse(gasCompareSchema(), { ...gas, endDate: '2026-01-01' }).success).toBe(true);
  });

  // Issue 41: the reversed dates were reported only once every other field was valid.
  it('reports reversed dates together with the other fields’ errors', () => {
    const result = v.safeParse(
      gasCompareSchema(),
      {
        ...gas,
        cups: '',
        consumption: '',
        startDate: '2026-02-01',
        endDate: '2026-01-31',
      },
      AS_THE_FORM,
    );
    expect(issuesOf(result)).toEqual({
      cups: 'Required field',
      consumption: 'Required field',
      endDate: 'The end date cannot be before the start date',
    });
  });

  it('"cups (with CUPS check), comerOrigin, access_tariff, consumption, startDate, endDate and invoiceAmount required"', () => {
    const result = v.safeParse(gasCompareSchema(), EMPTY_GAS_COMPARE);
    expect(Object.keys(issuesOf(result)).sort()).toEqual(
      ['access_tariff', 'comerOrigin', 'consumption', 'cups', 'endDate', 'invoiceAmount', 'startDate'].sort(),
    );
    expect(issuesOf(v.safeParse(gasCompareSchema(), { ...gas, cups: 'ES0021000000000001XX' }))).toEqual({
      cups: 'CUPS not valid',
    });
  });

  it('sends the form as numbers', () => {
    expect(toGasRequest(v.parse(gasCompareSchema(), gas))).toEqual({
      mode: 'auto',
      cups: CUPS,
      comerOrigin: 3,
      access_tariff: 2,
      consumption: 3400,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      invoiceAmount: 95.4,
    });
  });
});
