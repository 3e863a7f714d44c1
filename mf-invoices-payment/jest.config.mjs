import { jestConfig } from '@portal/shared/build/jest.mjs';

const base = jestConfig({ rootDir: import.meta.dirname });

export default {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // ApexCharts draws with SVG measurements jsdom does not have: the tests check what the chart is given.
    '^react-apexcharts(/core)?$': '<rootDir>/src/testing/apexcharts-stub.tsx',
    '^apexcharts/(bar|features/.+)$': '<rootDir>/src/testing/apexcharts-parts-stub.ts',
  },
};
