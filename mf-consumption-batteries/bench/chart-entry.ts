// The page side of chart.bench.mjs: ApexCharts through the portal's loader (core + line + legend) and the portal's
// own chart options, drawing every point, every point through ApexCharts' own dataReducer, or the portal's window.
import type { ConsumptionPoint } from '@portal/shared/api-types';
import {
  curveChartOptions,
  type ChartLabels,
  windowSeries,
} from '../src/features/consumption/chart/chart-options';
import { toColumns } from '../src/features/consumption/chart/curve-columns';
import {
  type ApexChartsConstructor,
  loadApexCharts,
} from '../src/features/consumption/chart/load-apexcharts';

const labels: ChartLabels = {
  active: 'Active (kWh)',
  exported: 'Exported (kWh)',
  reactive: 'Reactive (kVArh)',
  period: 'Period',
};

let chart: InstanceType<ApexChartsConstructor> | undefined;
let columns: ReturnType<typeof toColumns> | undefined;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function freshContainer(): HTMLElement {
  chart?.destroy();
  chart = undefined;
  const root = document.getElementById('root') as HTMLElement;
  root.replaceChildren();
  const element = document.createElement('div');
  root.append(element);
  return element;
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
    // The portal's own loader (core + line + legend), fetched before the clock starts: the data arrives later.
    const ApexCharts = await loadApexCharts();
    const element = freshContainer();
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
    chart = new ApexCharts(element, options);
    await chart.render();
    await frame();
    const ms = performance.now() - started;
    const drawn = (options.series?.[0] as { data: unknown[] }).data.length;
    return { ms, drawn };
  },
  async zoom(min, max) {
    if (!chart || !columns) throw new Error('draw first');
    const started = performance.now();
    const { series } = windowSeries({ columns, labels, withPeriod: true, window: { min, max } });
    await chart.updateOptions({ series, xaxis: { min, max } }, false, false);
    await frame();
    return { ms: performance.now() - started, drawn: (series[0] as { data: unknown[] }).data.length };
  },
};
