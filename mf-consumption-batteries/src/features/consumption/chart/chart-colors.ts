// The hook for the brand's chart colours: the curve's series colours come from here. Until the brand's theme names
// chart colours, it gives none and ApexCharts uses its own palette; when it does, return them here (in the series'
// order: active, exported, reactive, period) and the chart, its legend and its tooltip follow.
export function useCurveColors(): readonly string[] | undefined {
  return undefined;
}
