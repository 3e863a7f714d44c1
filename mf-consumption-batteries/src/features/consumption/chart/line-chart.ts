// The parts of ApexCharts the consumption chart draws with, through react-apexcharts' `core` entry (the bare
// ApexCharts core, not the batteries-included build): the line chart, the legend, and the zoom (drag-to-zoom lives
// with the toolbar, hidden: the section's own buttons zoom and pan by keyboard). Imported only by `load-line-chart.ts`
// (import()): the route's own JavaScript does not carry it.
import 'apexcharts/line';
import 'apexcharts/features/legend';
import 'apexcharts/features/toolbar';

export { default as ApexLineChart } from 'react-apexcharts/core';
