// The invoices chart's data (customer-area §2 "a chart with an amount/energy toggle"; §4 "Rectificative type A counts
// as negative energy in the chart"; §9 "Chart: 12 months; default max contracts in an invoice chart 10; invoice chart
// shows months for every year from the oldest invoice end year to the current year; totals rounded to 2 decimals for
// amount and 0 for energy"). Pure, so that years, months, rectificatives and rounding are unit-tested.
import type { Invoice } from '@portal/shared/api-types';

export type ChartMetric = 'amount' | 'energy';

export const CHART_MONTHS = 12;
/** §9 "default max contracts in an invoice chart 10" (`invoices.chart.maxContracts` overrides). */
export const DEFAULT_CHART_MAX_CONTRACTS = 10;
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

/** The value an invoice adds to its month: its amount, or its energy, negative for a rectificative A (§4). */
export function invoiceChartValue(invoice: Invoice, metric: ChartMetric): number {
  if (metric === 'amount') return invoice.amount_total;
  return invoice.rectificative_type === 'A' ? -Math.abs(invoice.energy_consumed) : invoice.energy_consumed;
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

export interface BuildChartOptions {
  metric: ChartMetric;
  maxContracts?: number;
  now?: Date;
}

/**
 * 12 months for every year from the oldest invoice's end year to the current year; an invoice counts in the month of
 * its end date. One series per contract, at most `maxContracts`: those with the most recent invoices (ties by name).
 */
export function buildInvoiceChart(
  invoices: readonly Invoice[],
  { metric, maxContracts = DEFAULT_CHART_MAX_CONTRACTS, now = new Date() }: BuildChartOptions,
): InvoiceChartData {
  const dated = invoices.filter((invoice) => /^\d{4}-\d{2}/.test(invoice.end_date));
  if (dated.length === 0) return { years: [], months: [], series: [], totals: [] };
  const currentYear = now.getFullYear();
  const firstYear = Math.min(currentYear, ...dated.map((invoice) => yearOf(invoice.end_date)));
  const years = Array.from({ length: currentYear - firstYear + 1 }, (_, index) => firstYear + index);
  const months = years.flatMap((year) =>
    Array.from({ length: CHART_MONTHS }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`),
  );
  const monthIndex = new Map(months.map((month, index) => [month, index]));

  const latest = new Map<string, string>();
  for (const invoice of dated) {
    const name = invoice.contract.name;
    const seen = latest.get(name);
    if (!seen || invoice.end_date > seen) latest.set(name, invoice.end_date);
  }
  const contracts = [...latest.entries()]
    .sort(([nameA, dateA], [nameB, dateB]) => dateB.localeCompare(dateA) || nameA.localeCompare(nameB))
    .slice(0, Math.max(0, maxContracts))
    .map(([name]) => name);

  const raw = new Map(contracts.map((name) => [name, new Array<number>(months.length).fill(0)]));
  for (const invoice of dated) {
    const row = raw.get(invoice.contract.name);
    const index = monthIndex.get(invoice.end_date.slice(0, 7));
    if (row && index !== undefined) row[index] = (row[index] ?? 0) + invoiceChartValue(invoice, metric);
  }
  const decimals = CHART_DECIMALS[metric];
  const series = contracts.map((name) => ({
    name,
    data: (raw.get(name) ?? []).map((value) => roundTo(value, decimals)),
  }));
  const totals = months.map((_, index) =>
    roundTo(
      contracts.reduce((sum, name) => sum + (raw.get(name)?.[index] ?? 0), 0),
      decimals,
    ),
  );
  return { years, months, series, totals };
}
