// The page side of chart.bench.mjs: the portal's chart as the page draws it, react-apexcharts with ApexCharts' core,
// line chart, legend and zoom (the module the portal's loader, `load-line-chart.ts`, fetches) and the portal's own
// chart options, drawing every point, every point through ApexCharts' own dataReducer, or the portal's window. A zoom
// renders the chart with the new window's options and series, as the page does (react-apexcharts updates the chart it
// drew).
import type { ConsumptionPoint } from '@portal/shared/api-types';
import type { ApexOptions } from 'apexcharts';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  CHART_HEIGHT,
  curveChartOptions,
  type ChartLabels,
} from '../src/features/consumption/chart/chart-options';
import { toColumns } from '../src/features/consumption/chart/curve-columns';
// The module the portal's loader (`load-line-chart.ts`) fetches, imported directly: the loader lives in
// @portal/shared/ui, whose other parts need the bundler's Lingui macros, which this bundle does not run.
import { ApexLineChart } from '../src/features/consumption/chart/line-chart';
import type { LineChartComponent } from '../src/features/consumption/chart/load-line-chart';

const labels: ChartLabels = {
  active: 'Active (kWh)',
  exported: 'Exported (kWh)',
  reactive: 'Reactive (kVArh)',
  period: 'Period',
};

let root: Root | undefined;
let columns: ReturnType<typeof toColumns> | undefined;
let Chart: LineChartComponent | undefined;
/** Resolves the draw being timed: ApexCharts' `mounted` (first draw) or `updated` (a zoom). */
let drawn: () => void = () => undefined;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function render(options: ApexOptions): Promise<void> {
  const done = new Promise<void>((resolve) => (drawn = resolve));
  flushSync(() =>
    root?.render(
      createElement(Chart as LineChartComponent, {
        type: 'line',
        height: CHART_HEIGHT,
        series: options.series,
        options,
      }),
    ),
  );
  return done;
}

/** The options with the bench's clock on ApexCharts' draw events. */
function timed(options: ApexOptions): ApexOptions {
  return {
    ...options,
    chart: {
      ...options.chart,
      events: { ...options.chart?.events, mounted: () => drawn(), updated: () => drawn() },
    },
  };
}

/** all: every point; reducer: every point with ApexCharts' own dataReducer (LTTB); downsampled: the portal. */
type Mode = 'all' | 'reducer' | 'downsampled';

declare global {
  interface Window {
    bench: {
      draw: (points: ConsumptionPoint[], mode: Mode) => Promise<{ ms: number; drawn: number }>;
      zoom: (min: number, max: number) => Promise<{ ms: number; drawn: number }>;
    };
  }
}

window.bench = {
  async draw(points, mode) {
    // The chart's code is here before the clock starts (the page fetches it ahead): the data arrives later.
    Chart = ApexLineChart;
    root?.unmount();
    const element = document.getElementById('root') as HTMLElement;
    element.replaceChildren();
    root = createRoot(element);
    await frame();
    const started = performance.now();
    columns = toColumns(points);
    // "all": the same chart given every point (no downsampling); "downsampled": what the portal draws.
    const options = curveChartOptions({
      columns,
      labels,
      withPeriod: true,
      threshold: mode === 'downsampled' ? undefined : Number.POSITIVE_INFINITY,
    });
    if (mode === 'reducer')
      options.chart = {
        ...options.chart,
        dataReducer: { enabled: true, algorithm: 'lttb', targetPoints: 1_000, threshold: 1_000 },
      };
    await render(timed(options));
    await frame();
    const ms = performance.now() - started;
    return { ms, drawn: (options.series?.[0] as { data: unknown[] }).data.length };
  },
  async zoom(min, max) {
    if (!root || !columns) throw new Error('draw first');
    const started = performance.now();
    const options = curveChartOptions({ columns, labels, withPeriod: true, window: { min, max } });
    await render(timed(options));
    await frame();
    return {
      ms: performance.now() - started,
      drawn: (options.series?.[0] as { data: unknown[] }).data.length,
    };
  },
};
