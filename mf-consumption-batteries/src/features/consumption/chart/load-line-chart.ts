// The chart's component (react-apexcharts with ApexCharts' line chart), fetched with import() once a chart is drawn,
// after the page's first screen (decision 009): its own chunk, once per visit.
import { useEffect, useState } from 'react';
import type { ApexLineChart } from './line-chart';

export type LineChartComponent = typeof ApexLineChart;

let loaded: LineChartComponent | undefined;
let loading: Promise<LineChartComponent> | undefined;

/** The component, fetched once (a failed fetch is asked again by the next caller). */
export function loadLineChart(): Promise<LineChartComponent> {
  loading ??= import('./line-chart').then(
    (module) => (loaded = module.ApexLineChart),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The component once its code has arrived, or whether it failed. Not React.lazy: a Suspense boundary reveals its
 * content at the earliest 300 ms after its fallback showed (React's reveal throttling), which would count in the
 * chart's first-draw budget.
 */
export function useLineChart(): { Chart?: LineChartComponent; failed: boolean } {
  const [Chart, setChart] = useState<LineChartComponent | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Chart) return;
    let live = true;
    loadLineChart().then(
      (component) => live && setChart(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Chart]);
  return { Chart, failed };
}
