import { jestConfig } from '@portal/shared/build/jest.mjs';

const base = jestConfig({ rootDir: import.meta.dirname });

// Unit tests never load real remotes: the Module Federation runtime is a stand-in that each test drives
// (src/testing/).
export default {
  ...base,
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/mf-runtime-mock.ts',
    ...base.moduleNameMapper,
  },
};
