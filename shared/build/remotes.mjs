// The platform's domain remotes as build and server scripts see them, read from shared/remotes.json (the one place
// a remote's name, folder and dev port are written), and a remote's exposes read from its src/exposes.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {{ name: string, folder: string, port: number }[]} */
export const PLATFORM_REMOTES = Object.entries(
  JSON.parse(fs.readFileSync(path.join(here, '../remotes.json'), 'utf8')).remotes,
).map(([name, { folder, port }]) => ({ name, folder, port }));

/** The remote whose package folder is `dir`. */
export function remoteOfFolder(dir) {
  const folder = path.basename(dir);
  const remote = PLATFORM_REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not a remote of shared/remotes.json`);
  return remote;
}

const LOADER = /import\(\s*['"`]([^'"`]+)['"`]\s*\)/;

/**
 * The webpack `exposes` of a remote, from its typed map `src/exposes.ts` (`'./X': () => import('./exposes/x')` or
 * `'pending'`). Pending modules are not built: the shell shows "section unavailable" for them.
 * @param {string} dir the remote's package folder
 * @returns {Promise<Record<string, string>>}
 */
export async function readExposes(dir) {
  const file = path.join(dir, 'src/exposes.ts');
  const { tsImport } = await import('tsx/esm/api');
  const { exposes } = await tsImport(pathToFileURL(file).href, import.meta.url);
  /** @type {Record<string, string>} */
  const result = {};
  for (const [key, value] of Object.entries(exposes)) {
    if (value === 'pending') continue;
    const match = typeof value === 'function' ? LOADER.exec(String(value)) : undefined;
    if (!match) throw new Error(`${file}: ${key} must be () => import('./exposes/…') or 'pending'`);
    result[key] = `./${path.posix.join('src', match[1])}`;
  }
  return result;
}

/** The development registry: every remote at its dev server (`pnpm --filter <remote> dev`), with its package version. */
export function devRegistry(root = path.join(here, '../..')) {
  return {
    remotes: PLATFORM_REMOTES.map(({ name, folder, port }) => ({
      name,
      manifest: `http://localhost:${port}/mf-manifest.json`,
      version: JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).version,
    })),
  };
}
