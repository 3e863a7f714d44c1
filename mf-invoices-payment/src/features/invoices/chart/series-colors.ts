// The hook for the brand's chart colours: the invoices' chart, its legend and its tooltip take the series' colours
// from here. Until the brand's theme names chart colours, these ten distinct colours on white (one per contract:
// `invoices.chart.maxContracts` defaults to 10); when it does, return the theme's here.
export const SERIES_COLORS: readonly string[] = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#7f3c8d',
  '#3969ac',
  '#80ba5a',
  '#8c8c7a',
];

export function useSeriesColors(): readonly string[] {
  return SERIES_COLORS;
}
