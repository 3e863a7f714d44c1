import { jestConfig } from '@portal/shared/build/jest.mjs';

// The bar chart is tested through the stand-in of ApexCharts in src/testing (fake-apexcharts.ts).
export default jestConfig({ rootDir: import.meta.dirname, apexChartTypes: ['bar'] });
