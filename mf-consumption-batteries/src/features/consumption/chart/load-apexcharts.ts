// ApexCharts is fetched only when a chart is drawn (a dynamic import: its own chunk), and only its core, the line
// chart and the legend (its modular build, not the batteries-included one).
import type ApexChartsClass from 'apexcharts';

export type ApexChartsConstructor = typeof ApexChartsClass;

let loading: Promise<ApexChartsConstructor> | undefined;

export function loadApexCharts(): Promise<ApexChartsConstructor> {
  loading ??= Promise.all([
    import('apexcharts/core'),
    import('apexcharts/line'),
    import('apexcharts/features/legend'),
  ]).then(([core]) => core.default as ApexChartsConstructor);
  return loading;
}
