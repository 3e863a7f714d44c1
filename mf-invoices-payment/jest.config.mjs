import { jestConfig } from '@portal/shared/build/jest.mjs';

const base = jestConfig({ rootDir: import.meta.dirname });

// After the test framework is installed, so that Testing Library still registers its automatic cleanup.
export default {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
};
