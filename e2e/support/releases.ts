// What a partner's operations team does to release, roll back and deploy one remote (issue 16, decision 006): edit
// one entry of the deployment's registry (a JSON file the shell's origin serves as /registry.json, never cached),
// and, for a deployment in place, replace the files of a remote's folder on its static host.
import fs from 'node:fs';
import path from 'node:path';
import { type Registry, type RegistryHistory, ROOT } from '../../.ci/portal-server.mjs';
import { historyFileFor, publishEntry } from '../../.ci/registry.mjs';
import { RELEASES, RELEASES_DIR_ENV } from './deployments';

/** An entry of the registry; `canary` names a second build and the share of browsers that load it (issue 48). */
export type RegistryEntry = Registry['remotes'][number] & {
  canary?: { manifest: string; version: string; share: number };
};

function releasesDir(): string {
  const dir = process.env[RELEASES_DIR_ENV];
  if (!dir) throw new Error(`${RELEASES_DIR_ENV} is not set: run the tests through global-setup.ts`);
  return dir;
}

/** The file behind /registry.json of an editable deployment. */
export function registryFile(deployment: 'releases' | 'redeploy', dir = releasesDir()): string {
  return path.join(dir, `registry-${deployment}.json`);
}

/** The folder the `live` static origin serves: one remote's files, replaced in place by a deployment. */
export function liveFolder(dir = releasesDir()): string {
  return path.join(dir, 'live');
}

export function readRegistry(file: string): Registry {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
}

/** The registry entry of one released version of the fixture's mf_contracts, as .ci/release.mjs prints it. */
export function releasedEntry(version: string): RegistryEntry {
  const { port, remote } = RELEASES.versions;
  return {
    name: remote,
    manifest: `http://localhost:${port}/${remote}/${version}/mf-manifest.json`,
    version,
  };
}

/**
 * Publishes `entry` in a registry: the one JSON change of a release or a rollback (written whole, atomically), recorded
 * in the history beside it, as `pnpm registry` does (.ci/registry.mjs).
 */
export function publish(file: string, entry: RegistryEntry, by = 'e2e-operations'): void {
  publishEntry(file, entry, { by });
}

/** The registry's recent changes recorded beside `file`. */
export function readHistory(file: string): RegistryHistory | undefined {
  try {
    return JSON.parse(fs.readFileSync(historyFileFor(file), 'utf8')) as RegistryHistory;
  } catch {
    return undefined;
  }
}

/**
 * Deploys one released version of mf_contracts into the live folder in place, as a plain upload that replaces the
 * previous release: every file of the previous one is gone afterwards (its hashed chunks included).
 */
export function deployLive(version: string, dir = releasesDir()): void {
  const { dist, remote } = RELEASES.versions;
  const source = path.join(ROOT, dist, remote, version);
  const live = liveFolder(dir);
  fs.rmSync(live, { recursive: true, force: true });
  fs.cpSync(source, live, { recursive: true });
}
