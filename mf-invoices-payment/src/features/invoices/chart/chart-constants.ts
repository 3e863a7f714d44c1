// The chart's numbers that the list's first screen needs before the chart's own code (its place's height, the
// contracts it asks for): apart from the chart's data and drawing, which arrive with the list's rows (list-parts.ts).

/** §9 "default max contracts in an invoice chart 10" (`invoices.chart.maxContracts` overrides). */
export const DEFAULT_CHART_MAX_CONTRACTS = 10;

/** The whole chart's height (plot, years, legend), which its loader keeps (no layout shift when it is drawn). */
export const CHART_HEIGHT = 300;
