// The chart's component (react-apexcharts with ApexCharts' line chart), fetched with import() once a chart is drawn,
// after the page's first screen (decision 009): its own chunk, once per visit (the portal's onDemand).
import { onDemand } from '@portal/shared/ui';
import type { ApexLineChart } from './line-chart';

export type LineChartComponent = typeof ApexLineChart;

const lineChart = onDemand(() => import('./line-chart').then((module) => module.ApexLineChart));

/** The component, fetched once (a failed fetch is asked again by the next caller). */
export const loadLineChart = lineChart.load;

/** The component once its code has arrived, or whether it failed. */
export function useLineChart(): { Chart?: LineChartComponent; failed: boolean } {
  const { part, failed } = lineChart.usePart();
  return { Chart: part, failed };
}
