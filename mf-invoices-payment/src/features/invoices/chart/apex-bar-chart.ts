// The parts of ApexCharts the invoice chart draws with, instead of the whole library: the bare core (react-apexcharts'
// `core` entry), stacked bars, the legend and the keyboard navigation (the chart's accessibility). Loaded only with
// import() by the chart (the route's own JavaScript does not carry it).
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import 'apexcharts/features/keyboard';

export { default } from 'react-apexcharts/core';
