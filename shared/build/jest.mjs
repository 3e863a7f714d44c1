// Jest configuration factory shared by every package: swc with the Lingui macro, jsdom with fetch globals for MSW,
// the Chakra polyfills, and @portal/shared mapped to its sources.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { swcOptions } from './swc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(here, '../src');
const require = createRequire(import.meta.url);

export function jestConfig({ environment = 'jsdom', rootDir, setupFiles = [] } = {}) {
  const browser = environment === 'jsdom';
  return {
    rootDir,
    testEnvironment: browser ? require.resolve('jest-fixed-jsdom') : 'node',
    testEnvironmentOptions: browser ? { customExportConditions: [''] } : {},
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': [require.resolve('@swc/jest'), swcOptions()] },
    transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(ky|mitt|marked|stdnum|until-async)@)'],
    moduleNameMapper: {
      '^@portal/shared/(api-types|auth|events|http|i18n|routes|settings|slots|ui|validation|testing)$': `${sharedSrc}/$1/index.ts`,
      '\\.(css|svg|png|jpg)$': path.resolve(here, 'file-stub.cjs'),
    },
    setupFiles: browser ? [path.resolve(here, 'jest-polyfills.cjs'), ...setupFiles] : setupFiles,
    setupFilesAfterEach: undefined,
    setupFilesAfterEnv: browser ? [path.resolve(here, 'jest-setup.mjs')] : [],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}
