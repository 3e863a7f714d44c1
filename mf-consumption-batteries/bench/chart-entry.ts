// The page side of chart.bench.mjs: ApexCharts through the portal's loader (core + line + legend) and the portal's
// own chart options, drawing either every point or the downsampled window.
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

declare global {
  interface Window {
    bench: {
      draw: (
        points: ConsumptionPoint[],
        mode: 'all' | 'downsampled',
      ) => Promise<{ ms: number; drawn: number }>;
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
      threshold: mode === 'all' ? Number.POSITIVE_INFINITY : undefined,
    });
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
