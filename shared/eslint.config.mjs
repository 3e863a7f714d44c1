import { eslintConfig } from './build/eslint.mjs';

const SUBPATHS =
  'api-types|auth|dev|events|format|http|i18n|routes|settings|slots|ui|widgets|validation|testing';

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
