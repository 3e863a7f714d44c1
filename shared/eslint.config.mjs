import { eslintConfig } from './build/eslint.mjs';

export default eslintConfig({ tsconfigRootDir: import.meta.dirname });
