// Version skew between a remote and the running shell (decision 006). A remote's manifest (`mf-manifest.json`) lists
// every shared module it consumes with the version it was built against and the range it requires. The shell
// provides each platform singleton once; a remote is compatible when, for every singleton it shares, the shell
// provides it, at a version inside the remote's range and not older than the one the remote was built against. An
// incompatible remote is never executed: its code would run against a shell that lacks what it was built with, and
// a singleton the shell does not provide would be loaded a second time from the remote.
import { getInstance } from '@module-federation/enhanced/runtime';

export interface SharedMismatch {
  /** The shared module, e.g. `@portal/shared/ui` or `react`. */
  name: string;
  /** The range the remote requires (from its manifest). */
  required: string;
  /** The version the remote was built against. */
  built: string;
  /** The version the shell provides; undefined when the shell does not provide it. */
  provided: string | undefined;
}

/** Shared module name → the version the shell provides. */
export type ProvidedShared = Readonly<Record<string, string>>;

interface Version {
  numbers: [number, number, number];
  pre: string[];
}

function parseVersion(text: string): Version | undefined {
  const match = /^\s*=?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(
    text,
  );
  if (!match) return undefined;
  return {
    numbers: [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)],
    pre: match[4] ? match[4].split('.') : [],
  };
}

function comparePre(a: string[], b: string[]): number {
  // A release is newer than any of its pre-releases.
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : undefined;
    const ny = /^\d+$/.test(y) ? Number(y) : undefined;
    if (nx !== undefined && ny !== undefined) return nx - ny;
    if (nx !== undefined) return -1;
    if (ny !== undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Negative when a < b, zero when equal, positive when a > b (semver precedence). */
export function compareVersions(a: string, b: string): number {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  if (!va || !vb) return a === b ? 0 : Number.NaN;
  for (let i = 0; i < 3; i += 1) {
    const diff = (va.numbers[i] ?? 0) - (vb.numbers[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return comparePre(va.pre, vb.pre);
}

function upperOfCaret({ numbers: [major, minor, patch] }: Version): string {
  if (major > 0) return `${major + 1}.0.0-0`;
  if (minor > 0) return `0.${minor + 1}.0-0`;
  return `0.0.${patch + 1}-0`;
}

function satisfiesComparator(version: string, comparator: string): boolean {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  if (!match) return false;
  const [, operator = '=', operand = ''] = match;
  const bound = parseVersion(operand);
  if (!bound) return false;
  const cmp = compareVersions(version, operand);
  if (Number.isNaN(cmp)) return false;
  switch (operator) {
    case '^':
      return cmp >= 0 && compareVersions(version, upperOfCaret(bound)) < 0;
    case '~': {
      const [major, minor] = bound.numbers;
      return cmp >= 0 && compareVersions(version, `${major}.${minor + 1}.0-0`) < 0;
    }
    case '>=':
      return cmp >= 0;
    case '<=':
      return cmp <= 0;
    case '>':
      return cmp > 0;
    case '<':
      return cmp < 0;
    default:
      return cmp === 0;
  }
}

/** Whether `version` is inside `range` (`^1.2.0`, `~1.2.0`, `>=1.2.0 <2.0.0`, `1.2.3`, `*`, and `||` of them). */
export function satisfiesRange(version: string, range: string): boolean {
  return range.split('||').some((part) =>
    part
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

function manifestShared(manifest: unknown): ManifestShared[] {
  const list =
    typeof manifest === 'object' && manifest !== null ? (manifest as { shared?: unknown }).shared : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { name, version, requiredVersion, singleton } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof version !== 'string') return [];
    return [
      {
        name,
        version,
        requiredVersion: typeof requiredVersion === 'string' ? requiredVersion : `^${version}`,
        singleton: singleton === true,
      },
    ];
  });
}

/**
 * What makes a remote's build incompatible with the shell's shared modules: a singleton the shell does not provide, a
 * provided version outside the remote's range, or one older than the version the remote was built against.
 */
export function sharedMismatches(manifest: unknown, provided: ProvidedShared): SharedMismatch[] {
  return manifestShared(manifest).flatMap((shared): SharedMismatch[] => {
    const version = provided[shared.name];
    if (version === undefined) {
      return shared.singleton
        ? [
            {
              name: shared.name,
              required: shared.requiredVersion,
              built: shared.version,
              provided: undefined,
            },
          ]
        : [];
    }
    const inRange = satisfiesRange(version, shared.requiredVersion);
    const notOlder = compareVersions(version, shared.version) >= 0;
    return inRange && notOlder
      ? []
      : [{ name: shared.name, required: shared.requiredVersion, built: shared.version, provided: version }];
  });
}

interface SharedOption {
  version?: unknown;
  from?: unknown;
}

/** The versions the shell itself provides, from the options of a Module Federation instance. */
export function providedFromOptions(options: { name?: unknown; shared?: unknown }): ProvidedShared {
  const shared = typeof options.shared === 'object' && options.shared !== null ? options.shared : {};
  const provided: Record<string, string> = {};
  for (const [name, value] of Object.entries(shared as Record<string, unknown>)) {
    const entries = (Array.isArray(value) ? value : [value]) as SharedOption[];
    const own = entries.find((entry) => entry?.from === options.name) ?? entries[0];
    if (typeof own?.version === 'string') provided[name] = own.version;
  }
  return provided;
}

/** The versions the running shell provides; undefined outside a Module Federation build (e.g. under jest). */
export function providedShared(): ProvidedShared | undefined {
  const instance = getInstance();
  return instance ? providedFromOptions(instance.options) : undefined;
}

/**
 * The mismatches grouped by package for people: the subpaths of `@portal/shared` are one package, released with the
 * shell. Each package once, with its first mismatching entry.
 */
export function mismatchesByPackage(mismatches: readonly SharedMismatch[]): SharedMismatch[] {
  const seen = new Map<string, SharedMismatch>();
  for (const mismatch of mismatches) {
    const name = mismatch.name.startsWith('@portal/shared/') ? '@portal/shared' : mismatch.name;
    if (!seen.has(name)) seen.set(name, { ...mismatch, name });
  }
  return [...seen.values()];
}

/** Thrown (and shown as "section unavailable") when a remote's build does not fit the running shell. */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(
      `remote ${remote} is incompatible with this shell: ${mismatchesByPackage(mismatches)
        .map(
          (m) => `${m.name} ${m.required} (built with ${m.built}), shell provides ${m.provided ?? 'nothing'}`,
        )
        .join('; ')}`,
    );
    this.name = 'RemoteIncompatibleError';
  }
}
