// Jest configuration factory shared by every package: swc with the Lingui macro, jsdom with fetch globals for MSW,
// the Chakra polyfills, and @portal/shared mapped to its sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_SUBPATHS } from './subpaths.mjs';
import { swcOptions } from './swc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(here, '../src');
const require = createRequire(import.meta.url);
const chakraDir = path.dirname(
  createRequire(path.join(here, '../package.json')).resolve('@chakra-ui/react/package.json'),
);

// Packages that ship only ES modules, compiled by swc like our sources. With pnpm a file lives at
// node_modules/.pnpm/<name>@<version>/node_modules/<name>/…: one pattern must let both occurrences through.
const ESM_PACKAGES = ['ky', 'mitt', 'marked', 'stdnum', 'until-async', 'rettime'];
const escape = (name) => name.replace(/[.+/]/g, (c) => (c === '/' ? '[+/]' : `\\${c}`));
const transformIgnore = (packages) =>
  `/node_modules/(?!(?:\\.pnpm|${packages.map(escape).join('|')})(?:@|/))`;

/**
 * ApexCharts draws with SVG measurements jsdom does not have: under the real react-apexcharts, a package's stand-in
 * (its `src/testing/apexcharts-core.cjs`, exporting its fake chart class) replaces `apexcharts/core`, and the chart
 * types it uses and ApexCharts' features, which only register themselves with the core, are empty modules.
 * @param {string[]} chartTypes
 */
function apexChartsStandIn(chartTypes) {
  return {
    '^apexcharts/core$': '<rootDir>/src/testing/apexcharts-core.cjs',
    [`^apexcharts/(${chartTypes.join('|')}|features/.+)$`]: path.resolve(here, 'empty-module.cjs'),
  };
}

/**
 * @param {{ environment?: 'jsdom' | 'node', rootDir: string, setupFiles?: string[], esmPackages?: string[],
 *   apexChartTypes?: string[] }} options `apexChartTypes`: the ApexCharts chart types a package draws, tested
 *   through its stand-in (see apexChartsStandIn).
 */
export function jestConfig({
  environment = 'jsdom',
  rootDir,
  setupFiles = [],
  esmPackages = [],
  apexChartTypes = [],
} = {}) {
  const browser = environment === 'jsdom';
  return {
    rootDir,
    // Tests type into real Chakra fields and wait for debounces; on a busy two-core machine one can pass Jest's 5 s.
    testTimeout: 20_000,
    testEnvironment: browser ? require.resolve('jest-fixed-jsdom') : 'node',
    testEnvironmentOptions: browser ? { customExportConditions: [''] } : {},
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': [require.resolve('@swc/jest'), swcOptions()] },
    // A package's own ESM-only dependencies (e.g. `@scope/name`) are added with `esmPackages`.
    transformIgnorePatterns: [transformIgnore([...ESM_PACKAGES, ...esmPackages])],
    moduleNameMapper: {
      [`^@portal/shared/(${SOURCE_SUBPATHS.join('|')})$`]: `${sharedSrc}/$1/index.ts`,
      '\\.(css|svg|png|jpg|woff2)$': path.resolve(here, 'file-stub.cjs'),
      '^@chakra-ui/react/theme-parts/(.*)\\.js$': `${chakraDir}/dist/cjs/theme/$1.cjs`,
      ...(apexChartTypes.length ? apexChartsStandIn(apexChartTypes) : {}),
    },
    setupFiles: browser ? [path.resolve(here, 'jest-polyfills.cjs'), ...setupFiles] : setupFiles,
    setupFilesAfterEnv: browser ? [path.resolve(here, 'jest-setup.mjs')] : [],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}
