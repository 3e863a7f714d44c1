// The invoices chart's data (customer-area §2 "a chart with an amount/energy toggle"; §4 "Rectificative type A counts
// as negative energy in the chart"; §9 "Chart: 12 months; default max contracts in an invoice chart 10; invoice chart
// shows months for every year from the oldest invoice end year to the current year; totals rounded to 2 decimals for
// amount and 0 for energy"). Pure, so that years, months, the contracts shown and rounding are unit-tested; the sums per
// contract and month come from the API (GET invoices/chart/).
import type { InvoiceChartContract } from '@portal/shared/api-types';
import { portalCalendar } from '@portal/shared/dates';
import { DEFAULT_CHART_MAX_CONTRACTS } from './chart-constants';

export type ChartMetric = 'amount' | 'energy';

export const CHART_MONTHS = 12;
/** §9 "totals rounded to 2 decimals for amount and 0 for energy". */
export const CHART_DECIMALS: Readonly<Record<ChartMetric, number>> = { amount: 2, energy: 0 };

export interface ChartSeries {
  /** The contract's name. */
  name: string;
  /** One value per month of `months`, rounded to the metric's decimals. */
  data: number[];
}

export interface InvoiceChartData {
  years: number[];
  /** `YYYY-MM`, 12 per year, oldest first. */
  months: string[];
  series: ChartSeries[];
  /** The month's total over the series shown, rounded to the metric's decimals. */
  totals: number[];
}

/** Rounds half away from zero to `decimals` (1.005 → 1.01, -2.345 → -2.35), never giving -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
  return rounded === 0 ? 0 : rounded;
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

export interface BuildChartOptions {
  metric: ChartMetric;
  maxContracts?: number;
  now?: Date;
}

/**
 * 12 months for every year from the oldest invoice's end year to the current year, from the API's sums per contract
 * and end-date month (`GET invoices/chart/`, which also counts a rectificative A as negative energy, §4). One series
 * per contract, at most `maxContracts`: those with the most recent invoices (ties by name).
 */
export function buildInvoiceChart(
  contracts: readonly InvoiceChartContract[],
  { metric, maxContracts = DEFAULT_CHART_MAX_CONTRACTS, now = new Date() }: BuildChartOptions,
): InvoiceChartData {
  const dated = contracts
    .map((contract) => ({
      ...contract,
      months: contract.months.filter((m) => /^\d{4}-\d{2}$/.test(m.month)),
    }))
    .filter((contract) => contract.months.length > 0);
  if (dated.length === 0) return { years: [], months: [], series: [], totals: [] };
  const currentYear = portalCalendar(now).year;
  const firstYear = Math.min(
    currentYear,
    ...dated.flatMap((contract) => contract.months.map((m) => yearOf(m.month))),
  );
  const years = Array.from({ length: currentYear - firstYear + 1 }, (_, index) => firstYear + index);
  const months = years.flatMap((year) =>
    Array.from({ length: CHART_MONTHS }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`),
  );
  const monthIndex = new Map(months.map((month, index) => [month, index]));

  const shown = [...dated]
    // ISO dates compare by code point; only a tie on the date needs the locale's collator (its first use costs a
    // phone ~30 ms during the page's start, decision 009).
    .sort((a, b) => byCodePoint(b.last_end_date, a.last_end_date) || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, maxContracts));
  const raw = shown.map((contract) => {
    const row = new Array<number>(months.length).fill(0);
    for (const entry of contract.months) {
      const index = monthIndex.get(entry.month);
      if (index !== undefined) row[index] = (row[index] ?? 0) + entry[metric];
    }
    return row;
  });
  const decimals = CHART_DECIMALS[metric];
  const series = shown.map((contract, position) => ({
    name: contract.name,
    data: (raw[position] ?? []).map((value) => roundTo(value, decimals)),
  }));
  const totals = months.map((_, index) =>
    roundTo(
      raw.reduce((sum, row) => sum + (row[index] ?? 0), 0),
      decimals,
    ),
  );
  return { years, months, series, totals };
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
