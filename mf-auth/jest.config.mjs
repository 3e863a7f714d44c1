import { jestConfig } from '@portal/shared/build/jest.mjs';

export default jestConfig({
  rootDir: import.meta.dirname,
  esmPackages: ['oauth4webapi'],
  setupFiles: ['<rootDir>/src/testing/jest-webcrypto-realm.cjs'],
});
