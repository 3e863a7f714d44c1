import { eslintConfig } from './build/eslint.mjs';
import { SOURCE_SUBPATHS } from './build/subpaths.mjs';

const SUBPATHS = SOURCE_SUBPATHS.join('|');

// Each public subpath is its own Module Federation singleton: importing another subpath by a relative path would
// bundle a second copy of its state (a second auth store, a second bus). Use `@portal/shared/<subpath>`.
const OTHER_SUBPATH = {
  regex: `^(\\.\\./)+(${SUBPATHS})(/|$)`,
  message: 'Import another subpath of @portal/shared as `@portal/shared/<subpath>` (decision 001).',
};

// `ui` is in every page's first JavaScript: the forms (react-hook-form, its resolvers, the form kit) stay in
// `@portal/shared/forms`, which only pages with a form load (decision 009).
const FORMS_OUT_OF_UI = [
  'react-hook-form',
  '@hookform/resolvers',
  '@hookform/resolvers/valibot',
  '@portal/shared/forms',
].map((name) => ({
  name,
  message: 'The UI kit stays free of forms: they live in @portal/shared/forms (decision 009).',
}));

export default [
  ...eslintConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_SUBPATH] }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: FORMS_OUT_OF_UI, patterns: [OTHER_SUBPATH] }] },
  },
];
