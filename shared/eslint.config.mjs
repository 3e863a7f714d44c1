import { eslintConfig } from './build/eslint.mjs';
import { SOURCE_SUBPATHS } from './build/subpaths.mjs';

const SUBPATHS = SOURCE_SUBPATHS.join('|');

export default [
  ...eslintConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    // Each public subpath is its own Module Federation singleton: importing another subpath by a relative path would
    // bundle a second copy of its state (a second auth store, a second bus). Use `@portal/shared/<subpath>`.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SUBPATHS})(/|$)`,
              message:
                'Import another subpath of @portal/shared as `@portal/shared/<subpath>` (decision 001).',
            },
          ],
        },
      ],
    },
  },
];
