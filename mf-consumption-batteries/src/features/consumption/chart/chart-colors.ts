// The curve's series colours (active, exported, reactive, period), its legend and its tooltip follow them: the
// brand's (the shared theme's chart colours, issue 44 item 3).
import { useChartColors } from '@portal/shared/ui';

export function useCurveColors(): readonly string[] {
  return useChartColors();
}
