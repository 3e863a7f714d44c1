import type { Invoice } from '@portal/shared/api-types';
import { chartOf, testInvoice } from '../../../testing/invoice-fixtures';
import { type BuildChartOptions, buildInvoiceChart as buildFromSums, roundTo } from './chart-series';

/** The chart of these invoices as the API sums them (GET invoices/chart/). */
const buildInvoiceChart = (invoices: Invoice[], options: BuildChartOptions) =>
  buildFromSums(chartOf(invoices).contracts, options);

const now = new Date('2026-11-23T12:00:00Z');

describe('buildInvoiceChart (customer-area §9 "Chart")', () => {
  it('"shows months for every year from the oldest invoice end year to the current year": 12 per year', () => {
    const chart = buildInvoiceChart(
      [
        testInvoice({ id: 1, end_date: '2024-12-31', start_date: '2024-12-01' }),
        testInvoice({ id: 2, end_date: '2026-03-31' }),
      ],
      { metric: 'amount', now },
    );
    expect(chart.years).toEqual([2024, 2025, 2026]);
    expect(chart.months).toHaveLength(36);
    expect(chart.months[0]).toBe('2024-01');
    expect(chart.months[11]).toBe('2024-12');
    expect(chart.months[35]).toBe('2026-12');
  });

  it('puts each invoice in the month of its end date, summing per contract', () => {
    const chart = buildInvoiceChart(
      [
        testInvoice({ id: 1, end_date: '2026-01-31', amount_total: 10.5 }),
        testInvoice({ id: 2, end_date: '2026-01-15', amount_total: 4.25 }),
        testInvoice({ id: 3, end_date: '2026-02-28', amount_total: 20 }),
        testInvoice({ id: 4, end_date: '2026-02-28', amount_total: 7, contract: { id: 2, name: '0010003' } }),
      ],
      { metric: 'amount', now },
    );
    expect(chart.series.map((series) => series.name)).toEqual(['0010001', '0010003']);
    expect(chart.series[0]!.data.slice(0, 3)).toEqual([14.75, 20, 0]);
    expect(chart.series[1]!.data.slice(0, 3)).toEqual([0, 7, 0]);
    expect(chart.totals.slice(0, 3)).toEqual([14.75, 27, 0]);
  });

  it('§4 "Rectificative type A counts as negative energy in the chart": draws the API\'s energy sums', () => {
    // The API sums a month's energy with the annulling invoice negative (api/docs/invoices.md); the chart draws it.
    const chart = buildFromSums(
      [
        {
          name: '0010001',
          last_end_date: '2026-05-31',
          months: [{ month: '2026-05', amount: 10, energy: 300 - 300 + 120 }],
        },
      ],
      { metric: 'energy', now },
    );
    expect(chart.totals[4]).toBe(120);
    expect(chart.series[0]!.data[4]).toBe(120);
  });

  it('§9 "totals rounded to 2 decimals for amount and 0 for energy"', () => {
    const invoices = [
      testInvoice({ id: 1, end_date: '2026-01-31', amount_total: 0.1, energy_consumed: 10.4 }),
      testInvoice({ id: 2, end_date: '2026-01-31', amount_total: 0.2, energy_consumed: 0.3 }),
      testInvoice({ id: 3, end_date: '2026-02-28', amount_total: 1.005, energy_consumed: 2.5 }),
    ];
    const amount = buildInvoiceChart(invoices, { metric: 'amount', now });
    expect(amount.series[0]!.data.slice(0, 2)).toEqual([0.3, 1.01]);
    expect(amount.totals.slice(0, 2)).toEqual([0.3, 1.01]);
    const energy = buildInvoiceChart(invoices, { metric: 'energy', now });
    expect(energy.series[0]!.data.slice(0, 2)).toEqual([11, 3]);
  });

  it('§9 "default max contracts in an invoice chart 10": the contracts with the latest invoices', () => {
    const invoices = Array.from({ length: 12 }, (_, index) =>
      testInvoice({
        id: index + 1,
        end_date: `2026-${String(index + 1).padStart(2, '0')}-28`,
        contract: { id: index + 1, name: `C${String(index + 1).padStart(2, '0')}` },
      }),
    );
    const chart = buildInvoiceChart(invoices, { metric: 'amount', now });
    expect(chart.series).toHaveLength(10);
    expect(chart.series[0]!.name).toBe('C12');
    expect(chart.series.map((series) => series.name)).not.toContain('C01');
    expect(buildInvoiceChart(invoices, { metric: 'amount', now, maxContracts: 3 }).series).toHaveLength(3);
  });

  it('has nothing to draw without invoices', () => {
    expect(buildInvoiceChart([], { metric: 'amount', now })).toEqual({
      years: [],
      months: [],
      series: [],
      totals: [],
    });
  });
});

describe('roundTo', () => {
  it.each([
    [0.1 + 0.2, 2, 0.3],
    [1.005, 2, 1.01],
    [-2.345, 2, -2.35],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.001, 2, 0],
  ])('roundTo(%p, %p) = %p', (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});
