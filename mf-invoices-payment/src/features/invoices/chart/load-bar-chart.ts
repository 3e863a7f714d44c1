// The chart's component (react-apexcharts with ApexCharts' bars), fetched with import() after the page's first screen
// (decision 009): its own chunk, once per visit.
import { useAfterFirstPaint } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import type { ApexBarChart } from './apex-bar-chart';

export type BarChartComponent = typeof ApexBarChart;

let loaded: BarChartComponent | undefined;
let loading: Promise<BarChartComponent> | undefined;

/** The component, fetched once (a failed fetch is asked again by the next caller). */
export function loadBarChart(): Promise<BarChartComponent> {
  loading ??= import('./apex-bar-chart').then(
    (module) => (loaded = module.ApexBarChart),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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

/**
 * The component once its code has arrived, or whether it failed (with a retry). Not React.lazy: a Suspense boundary
 * reveals its content at the earliest 300 ms after its fallback showed (React's reveal throttling), which would hold a
 * chart whose code is already here behind its loader.
 */
export function useBarChart(): { Chart?: BarChartComponent; failed: boolean; retry: () => void } {
  const [Chart, setChart] = useState<BarChartComponent | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Chart) return;
    let live = true;
    loadBarChart().then(
      (component) => live && setChart(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Chart, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { Chart, failed, retry };
}
