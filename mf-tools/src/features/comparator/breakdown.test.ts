import type { ComparisonResult } from '@portal/shared/api-types';
import { breakdownOf, lineAmount } from './breakdown';
import { optionalFields } from './periods';

const result = (over: Partial<ComparisonResult> = {}): ComparisonResult => ({
  header: '',
  content: '',
  total_amount: 50,
  saving: 5,
  days: 31,
  operations: {},
  taxes: [],
  ...over,
});

describe('the comparison breakdown (visitor-features §2 "Comparator result view")', () => {
  it('"power lines (name, unit price per kW per day x contracted kW x days)": price × kW × days, to the cent', () => {
    expect(lineAmount({ name: 'Potencia P1', price_unit: 0.0863, quantity: 4.6, multi: 31 })).toBe(12.31);
  });

  it('"energy lines (kWh x unit price)" and "meter rent (price per day x days)"', () => {
    expect(lineAmount({ name: 'Energía P1', price_unit: 0.1325, quantity: 120, multi: 1 })).toBe(15.9);
    expect(lineAmount({ name: 'Alquiler de contador', price_unit: 0.0266, quantity: 31, multi: 1 })).toBe(
      0.82,
    );
  });

  it('"Lines are sorted by name, case-insensitive", across power, energy and meter rent', () => {
    const { lines } = breakdownOf(
      result({
        operations: {
          potencia: [
            { name: 'Potencia P2', price_unit: 0.01, quantity: 4.6, multi: 31 },
            { name: 'potencia P1', price_unit: 0.08, quantity: 4.6, multi: 31 },
          ],
          energia: [{ name: 'Energía P1', price_unit: 0.13, quantity: 120, multi: 1 }],
          lloguer: [{ name: 'alquiler de contador', price_unit: 0.0266, quantity: 31, multi: 1 }],
        },
      }),
    );
    expect(lines.map((line) => line.name)).toEqual([
      'alquiler de contador',
      'Energía P1',
      'potencia P1',
      'Potencia P2',
    ]);
    expect(lines.map((line) => line.kind)).toEqual(['lloguer', 'energia', 'potencia', 'potencia']);
  });

  it('gas "fixed and variable lines"', () => {
    const { lines } = breakdownOf(
      result({
        operations: {
          variable: [{ name: 'Término variable', price_unit: 0.07, quantity: 500, multi: 1 }],
          fijo: [{ name: 'Término fijo RL.1', price_unit: 0.15, quantity: 30, multi: 1 }],
        },
      }),
    );
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['fijo', 4.5],
      ['variable', 35],
    ]);
  });

  // Issue 41: the API names the taxes in the visitor's language and marks the special one.
  it('a tax the API marks special gets the label whatever the language of its name', () => {
    const { taxes } = breakdownOf(
      result({
        taxes: [
          { name: 'Special electricity tax (3.8 %)', amount: 1.5, special: true },
          { name: 'VAT (21 %)', amount: 13.9 },
        ],
      }),
    );
    expect(taxes.map((tax) => tax.special)).toEqual([true, false]);
  });

  it('"A tax line whose name contains \'Impuesto especial\' gets a special label"', () => {
    const { taxes } = breakdownOf(
      result({
        taxes: [
          { name: 'Impuesto especial sobre la electricidad (3,8 %)', amount: 1.5 },
          { name: 'IVA (21 %)', amount: 8.2 },
        ],
      }),
    );
    expect(taxes.map((tax) => tax.special)).toEqual([true, false]);
  });
});

describe('optional periods by tariff (visitor-features §5 "Optional fields by tariff name")', () => {
  it('"p1 to p3 and power2 for 2.0TD"', () => {
    expect(optionalFields('2.0TD')).toEqual({ power2: true, periods: ['p1', 'p2', 'p3'] });
  });

  it.each(['3.0TD', 'VE'])('"p4 to p6 for 3.0TD or VE only": %s has all six periods and power2', (name) => {
    expect(optionalFields(name)).toEqual({ power2: true, periods: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] });
  });

  it('another tariff, or none chosen yet, asks p1 and power only', () => {
    expect(optionalFields('6.1TD')).toEqual({ power2: false, periods: ['p1'] });
    expect(optionalFields(undefined)).toEqual({ power2: false, periods: ['p1'] });
  });
});
