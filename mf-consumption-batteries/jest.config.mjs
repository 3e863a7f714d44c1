import { jestConfig } from '@portal/shared/build/jest.mjs';

// The line chart is tested through the stand-in of ApexCharts in src/testing (fake-apexcharts.ts).
export default jestConfig({ rootDir: import.meta.dirname, apexChartTypes: ['line'] });
