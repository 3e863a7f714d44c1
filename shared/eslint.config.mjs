import { APP_FOLDERS, eslintConfig, otherAppsPattern } from './build/eslint.mjs';
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

// Shared never imports the shell or a remote, by name or by path: what lives here serves two packages or more, and a
// remote's internals (endpoints, limits, query keys, first calls) ship with the remote (README "What must not live
// here"). Repeated in each block below that sets no-restricted-imports again (ESLint replaces a rule's options).
const NO_APP = otherAppsPattern();

export default [
  ...eslintConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [OTHER_SUBPATH, NO_APP] }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: APP_FOLDERS.map((folder) => ({
            target: './src',
            from: `../${folder}`,
            message: '@portal/shared never imports the shell or a remote (shared/README.md).',
          })),
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: FORMS_OUT_OF_UI, patterns: [OTHER_SUBPATH, NO_APP] }],
    },
  },
];
