// The public subpaths of @portal/shared, read from its package.json `exports` (the one place they are written): the
// Module Federation shared list, the Jest module mapper and the lint rules all derive from it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const exportsField = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')).exports;

/** Every source subpath (`./x` → `./src/x/index.ts`), including the development-only `dev` and `testing`. */
export const SOURCE_SUBPATHS = Object.entries(exportsField)
  .filter(([, target]) => typeof target === 'string' && /^\.\/src\/[^/]+\/index\.tsx?$/.test(target))
  .map(([key]) => key.slice(2));

/** Subpaths that never run in a portal page: the dev harness and the test helpers. */
const DEVELOPMENT_ONLY = new Set(['dev', 'testing']);

/** Every public subpath of @portal/shared that runs in the browser, each a Module Federation singleton. */
export const SHARED_SUBPATHS = SOURCE_SUBPATHS.filter((sub) => !DEVELOPMENT_ONLY.has(sub));
