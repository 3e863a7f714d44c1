import { jestConfig } from '@portal/shared/build/jest.mjs';

const base = jestConfig({ rootDir: import.meta.dirname });

export default {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // ApexCharts draws with SVG measurements jsdom does not have: under the real react-apexcharts, a stand-in records
    // what the chart is given (src/testing/fake-apexcharts.ts); its chart types and features only register themselves.
    '^apexcharts/core$': '<rootDir>/src/testing/apexcharts-core.cjs',
    '^apexcharts/(line|features/.+)$': '<rootDir>/src/testing/apexcharts-part.cjs',
  },
};
