// What a module loads before it runs: the packages its static imports reach, through the project's own files (not
// `import type`, not `import()`). A page's first screen is what its expose reaches so; a test keeps a heavy package out
// of it (issue 47 item 0: luxon's 19 KB were on the path to the invoices' largest paint).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `import x from '…'`, `import { a, type B } from '…'`, `import '…'`, `export * from '…'`, `export { a } from '…'`;
// not `import type …` nor `export type …`. Specifiers may span lines.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export interface StaticImports {
  /** The project's files reached, `entry` first. */
  files: string[];
  /** The packages (bare specifiers, `@portal/shared/dates` and `luxon` alike) those files import. */
  packages: string[];
}

/** The static imports reached from `entry` (a path), through relative imports. */
export function staticImportsOf(entry: string): StaticImports {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = resolveFile(file, specifier);
      if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
      pending.push(target);
    }
  }
  return { files, packages: [...packages].sort() };
}
