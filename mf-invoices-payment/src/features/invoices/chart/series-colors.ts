// The invoices' chart, its legend and its tooltip take the series' colours from here: the brand's (the shared theme's
// chart colours, issue 44 item 3), one per contract.
import { useChartColors } from '@portal/shared/ui';

export function useSeriesColors(): readonly string[] {
  return useChartColors();
}
