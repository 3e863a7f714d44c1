// Publishing one entry in a deployment's registry, with a record of the change (issue 48 item 2):
//
//   node .ci/registry.mjs <registry.json> <entry.json | -> [--by <team>]
//   pnpm release mf_contracts --version 1.1.0 | pnpm registry deploy/registry.json - --by contracts-team
//
// writes the entry (as `pnpm release` prints it, with or without a `canary`) into the registry in place of the
// remote's current one, whole and atomically, and appends what changed to the history beside it
// (`registry-history.json` for `registry.json`), which the shell's origin serves as /registry-history.json and the
// platform status page shows: when, by whom (a team's name, never a person's data: the file is as public as the
// registry) and what (a version pinned, a canary added, changed or removed, a canary promoted, a remote added).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The newest changes kept in the history. */
export const HISTORY_LIMIT = 50;

const USAGE = 'usage: node .ci/registry.mjs <registry.json> <entry.json | -> [--by <team>]';

/** The history file beside a registry file: `registry.json` → `registry-history.json`. */
export function historyFileFor(registryFile) {
  return registryFile.replace(/(\.json)?$/, '-history.json');
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

function writeAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * What publishing `next` in place of `previous` (undefined: a new remote) changes, or undefined when nothing does.
 * @returns {{ change: string, version: string, from?: string, share?: number } | undefined}
 */
export function describeChange(previous, next) {
  if (!previous) return { change: 'added', version: next.version };
  const before = previous.canary;
  const after = next.canary;
  if (before && !after) {
    // The canary's build becomes everyone's: promoted; otherwise its browsers go back to the stable build.
    if (next.manifest === before.manifest || (next.version && next.version === before.version)) {
      return { change: 'canary-promoted', version: next.version, from: previous.version };
    }
    return { change: 'canary-removed', version: next.version, from: before.version };
  }
  if (after && !before) return { change: 'canary-added', version: after.version, share: after.share };
  if (after && before && (after.manifest !== before.manifest || after.share !== before.share)) {
    return { change: 'canary-changed', version: after.version, share: after.share, from: before.version };
  }
  if (next.manifest !== previous.manifest || next.version !== previous.version) {
    return { change: 'pinned', version: next.version, from: previous.version };
  }
  return undefined;
}

/**
 * Publishes `entry` in the registry file and records the change in the history beside it. Answers the recorded
 * change (undefined when the entry was already published as it is).
 */
export function publishEntry(registryFile, entry, { by = 'unknown', now = new Date() } = {}) {
  if (!entry || typeof entry.name !== 'string' || typeof entry.manifest !== 'string') {
    throw new Error('an entry needs at least a "name" and a "manifest"');
  }
  const registry = readJson(registryFile, { remotes: [] });
  const remotes = Array.isArray(registry.remotes) ? registry.remotes : [];
  const previous = remotes.find((r) => r.name === entry.name);
  const next = previous ? remotes.map((r) => (r.name === entry.name ? entry : r)) : [...remotes, entry];
  writeAtomically(registryFile, { ...registry, remotes: next });
  const described = describeChange(previous, entry);
  if (!described) return undefined;
  const change = { at: now.toISOString(), by, remote: entry.name, ...described };
  const historyFile = historyFileFor(registryFile);
  const history = readJson(historyFile, { changes: [] });
  const changes = Array.isArray(history.changes) ? history.changes : [];
  writeAtomically(historyFile, { changes: [...changes, change].slice(-HISTORY_LIMIT) });
  return change;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const args = process.argv.slice(2);
    const byAt = args.indexOf('--by');
    const by = byAt >= 0 ? args[byAt + 1] : process.env.USER;
    const [registryFile, source] = args.filter((_, i) => i !== byAt && i !== byAt + 1);
    if (!registryFile || !source || (byAt >= 0 && !by)) throw new Error(USAGE);
    const entry = JSON.parse(fs.readFileSync(source === '-' ? 0 : path.resolve(source), 'utf8'));
    const change = publishEntry(path.resolve(registryFile), entry, { by: by || 'unknown' });
    process.stderr.write(
      change
        ? `Published ${entry.name} in ${registryFile}: ${change.change} ${change.version}\n`
        : `${entry.name} was already published as it is: nothing changed\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
