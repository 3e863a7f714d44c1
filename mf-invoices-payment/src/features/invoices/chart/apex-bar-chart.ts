// The parts of ApexCharts the invoices' chart draws with, through react-apexcharts' `core` entry (the bare ApexCharts
// core, not the batteries-included build): the bar chart only (the legend, the tooltip's reading of a month and the
// keyboard are the chart's own React, `stacked-bar-chart.tsx`). Imported only by `load-bar-chart.ts` (import()): the
// invoices route's own JavaScript does not carry it.
import 'apexcharts/bar';

export { default as ApexBarChart } from 'react-apexcharts/core';
