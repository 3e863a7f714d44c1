// ApexCharts is fetched only when a chart is drawn (a dynamic import: its own chunk), and only its core, the line
// chart, the legend and the zoom (its modular build, not the batteries-included one).
import type ApexChartsClass from 'apexcharts';

export type ApexChartsConstructor = typeof ApexChartsClass;

let loading: Promise<ApexChartsConstructor> | undefined;

export function loadApexCharts(): Promise<ApexChartsConstructor> {
  loading ??= Promise.all([
    import('apexcharts/core'),
    import('apexcharts/line'),
    import('apexcharts/features/legend'),
    // Drag-to-zoom lives with the toolbar (hidden: the section's own buttons zoom and pan by keyboard).
    import('apexcharts/features/toolbar'),
  ]).then(([core]) => core.default as ApexChartsConstructor);
  return loading;
}
