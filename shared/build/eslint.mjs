// ESLint flat config factory for every package: typescript-eslint strict, react hooks, and the platform's import
// boundaries (remotes never import each other or the shell; features of a remote never import each other; no cycles).
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_REMOTES } from './remotes.mjs';

function featureFolders(root) {
  const dir = path.join(root, 'src/features');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory())
    : [];
}

const APPS = ['shell', ...PLATFORM_REMOTES.map((r) => r.folder)];

/**
 * The `no-restricted-imports` pattern that keeps a package from importing the shell or a remote other than `app`
 * (every one of them from @portal/shared). A config that sets the rule again for some files must repeat it: ESLint
 * replaces a rule's options, it does not merge them.
 * @param {string} [app]
 */
export function otherAppsPattern(app) {
  return {
    group: APPS.filter((a) => a !== app).flatMap((a) => [`${a}`, `${a}/*`, `**/${a}/**`]),
    message: app
      ? 'Remotes and the shell never import each other: use the route catalogue, slots or the bus.'
      : '@portal/shared never imports the shell or a remote: a remote owns its internals (shared/README.md).',
  };
}

/** The package folders of the shell and every remote, for `import/no-restricted-paths` zones. */
export const APP_FOLDERS = APPS;

/** @param {{ tsconfigRootDir: string, app?: string }} options */
export function eslintConfig({ tsconfigRootDir, app }) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'src/locales/*.ts', 'node_modules/**', 'test-results/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mts,cts,mjs,js,cjs}'],
      languageOptions: {
        globals: { ...globals.browser, ...globals.node },
        parserOptions: { tsconfigRootDir },
      },
      plugins: { import: importPlugin, 'react-hooks': reactHooks },
      settings: {
        'import/resolver': { typescript: { project: `${tsconfigRootDir}/tsconfig.json` }, node: true },
      },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        'import/no-cycle': ['error', { maxDepth: 10 }],
        'import/no-self-import': 'error',
        'import/no-duplicates': ['error', { 'prefer-inline': true }],
        // A link that opens a new tab says so the same way everywhere (issue 44: one wording per label).
        'no-restricted-syntax': [
          'error',
          {
            selector: "JSXAttribute[name.name='target'][value.value='_blank']",
            message:
              'A link that opens a new tab is NewTabLink, or useNewTab on a link-styled button (@portal/shared/ui): one icon and one "Opens in a new tab" for the whole portal.',
          },
        ],
        'no-restricted-imports': [
          'error',
          {
            paths: [
              ...['@chakra-ui/react', 'react-router'].map((name) => ({
                name,
                message:
                  'Import Chakra from @portal/shared/ui and the router from @portal/shared/routes: they are the singletons (decision 003).',
              })),
              ...['react-hook-form', '@hookform/resolvers', '@hookform/resolvers/valibot'].map((name) => ({
                name,
                message:
                  'Forms come from @portal/shared/forms (usePortalForm, useWatch, Controller…): one react-hook-form for the shell and every remote.',
              })),
            ],
            patterns: [
              otherAppsPattern(app),
              {
                group: ['**/shared/src/**', '@portal/shared/src/**'],
                message: 'Import @portal/shared by its public subpaths (@portal/shared/http, …).',
              },
            ],
          },
        ],
      },
    },
    app && app !== 'shell'
      ? {
          files: ['src/**/*.{ts,tsx}'],
          rules: {
            // A feature never imports another feature of the same remote: pages in exposes/ compose them.
            'import/no-restricted-paths': [
              'error',
              {
                // Zones are relative to the package, wherever eslint runs from (the root in CI).
                basePath: tsconfigRootDir,
                zones: [
                  ...featureFolders(tsconfigRootDir).map((feature) => ({
                    target: `./src/features/${feature}`,
                    from: './src/features',
                    except: [`./${feature}`],
                    message: 'Features do not import each other; compose them in src/exposes/.',
                  })),
                  // A page's composition (exposes/, and flow/ where a page composes several features into one
                  // journey, as mf-contracting's wizard) sits above the features: they never import it back.
                  ...['./src/exposes', './src/flow'].map((from) => ({
                    target: './src/features',
                    from,
                    message: `Features never import ${from.slice(6)}/: it composes them.`,
                  })),
                  {
                    target: './src/flow',
                    from: './src/exposes',
                    message: 'flow/ composes features for the pages in exposes/: it never imports a page.',
                  },
                  // The layers go one way: exposes → flow → features → components and lib, never back.
                  ...['./src/lib', './src/components'].flatMap((target) =>
                    ['./src/features', './src/flow', './src/exposes'].map((from) => ({
                      target,
                      from,
                      message: `lib/ and components/ are shared by the features: they never import ${from.slice(6)}/.`,
                    })),
                  ),
                ],
              },
            ],
          },
        }
      : {},
    {
      files: ['**/*.cjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  );
}
