import { jestConfig } from '@portal/shared/build/jest.mjs';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- drop a key jest 30 warns about
const { setupFilesAfterEach, ...base } = jestConfig({ environment: 'node', rootDir: import.meta.dirname });

// jose and oidc-provider ship ES modules only: let swc turn them into CommonJS for jest like the shared ESM packages.
export default {
  ...base,
  // pnpm paths hold `node_modules` twice (`.pnpm/jose@x/node_modules/jose`), so one pattern decides on the store name.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/\\.pnpm/(ky|mitt|marked|stdnum|until-async|jose|oidc-provider|cookie|content-disposition)@).*/node_modules/',
  ],
  maxWorkers: 1,
  // One seeded template database per run (src/testing/global-setup.ts); building an app can take seconds under load.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30_000,
};
