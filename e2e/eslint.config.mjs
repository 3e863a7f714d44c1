import { eslintConfig } from '@portal/shared/build/eslint.mjs';

export default [
  ...eslintConfig({ tsconfigRootDir: import.meta.dirname }),
  { ignores: ['fixtures/**', 'test-results/**', 'playwright-report/**'] },
];
