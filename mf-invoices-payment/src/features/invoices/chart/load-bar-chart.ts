// The chart's component (react-apexcharts with ApexCharts' bars), fetched with import() after the page's first screen
// (decision 009): its own chunk, once per visit (the portal's onDemand).
import { onDemand, useAfterFirstPaint } from '@portal/shared/ui';
import { useEffect } from 'react';
import type { ApexBarChart } from './apex-bar-chart';

export type BarChartComponent = typeof ApexBarChart;

const barChart = onDemand(() => import('./apex-bar-chart').then((module) => module.ApexBarChart));

/** The component, fetched once (a failed fetch is asked again by the next caller). */
export const loadBarChart = barChart.load;

/**
 * Fetches the chart's code once the page's first screen (its heading, the list's loader) is painted: asked for with
 * the page's own code, it would travel before that screen and delay it.
 */
export function usePreloadedBarChart(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    // The chart shows a failure, with a retry, when it is drawn.
    if (painted) void loadBarChart().catch(() => undefined);
  }, [painted]);
}

/** The component once its code has arrived, or whether it failed (with a retry). */
export function useBarChart(): { Chart?: BarChartComponent; failed: boolean; retry: () => void } {
  const { part, failed, retry } = barChart.usePart();
  return { Chart: part, failed, retry };
}
