// Writes a remote's first calls (its `src/first-calls.ts`: the GETs its pages ask for first, decision 009) into its
// mf-manifest.json as `firstCalls`. On a full page load the shell reads them from the manifest it fetches early and
// starts them beside the page's code (@portal/shared/routes firstCallsOf), so the remote changes its own calls in its
// own release. The manifest's own fields are untouched (the runtime ignores the extra one).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { editManifest } from './manifest-asset.mjs';

const NAME = 'FirstCallsManifestPlugin';

/** The remote's published first calls, or undefined when it has no `src/first-calls.ts`. */
export async function readFirstCalls(dir) {
  const file = path.join(dir, 'src/first-calls.ts');
  if (!fs.existsSync(file)) return undefined;
  const { tsImport } = await import('tsx/esm/api');
  const { firstCalls } = await tsImport(pathToFileURL(file).href, import.meta.url);
  if (typeof firstCalls !== 'object' || firstCalls === null)
    throw new Error(`${file}: export const firstCalls = { <route key>: [...] }`);
  // Plain data only: what JSON cannot carry would be lost on the way to the shell.
  return JSON.parse(JSON.stringify(firstCalls));
}

export class FirstCallsManifestPlugin {
  /** @param {Record<string, unknown>} firstCalls */
  constructor(firstCalls) {
    this.firstCalls = firstCalls;
  }

  apply(compiler) {
    editManifest(compiler, NAME, (manifest) => {
      manifest.firstCalls = this.firstCalls;
    });
  }
}
