import { jestConfig } from '@portal/shared/build/jest.mjs';

// The form tests type into real Chakra fields; on a busy two-core machine one can pass Jest's 5 s default.
export default { ...jestConfig({ rootDir: import.meta.dirname }), testTimeout: 20_000 };
