// A local build inside the real portal (issue 48 item 4, decision 012): a remote's team points a running portal at its
// own build of one remote with `?override=<remote>@<manifest address>` (several may be given), kept in this browser's
// storage until reset. Only where the deployment's portal.config.json allows it (`overrides.allowedOrigins`, absent:
// off) and only for the origins it lists; anything else is refused, with the reason shown, and the registry's build
// runs. An overridden remote's health reports carry the version `override`, apart from the real builds' figures.
import { createStore, useStore } from 'zustand';
import type { RegistryEntry } from './registry';

/** The version an overridden remote is registered (and reported) under. */
export const OVERRIDE_VERSION = 'override';
export const OVERRIDE_PARAM = 'override';
const KEY = 'portal.remoteOverrides';

/** portal.config.json's `overrides`: the origins a local build may come from; none means overrides are off. */
export interface OverrideSettings {
  allowedOrigins: readonly string[];
}

export interface RemoteOverride {
  name: string;
  manifest: string;
}

export type RefusalReason = 'disabled' | 'malformed' | 'unknown-remote' | 'origin';

export interface OverrideRefusal {
  /** The parameter as given. */
  value: string;
  reason: RefusalReason;
  name: string;
  origin: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The origin of an absolute http(s) address, or undefined. */
export function httpOrigin(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `overrides` as portal.config.json writes it: the listed http(s) origins, normalised; off when absent. */
export function parseOverrideSettings(value: unknown): OverrideSettings {
  const list = (value as { allowedOrigins?: unknown } | null | undefined)?.allowedOrigins;
  if (!Array.isArray(list)) return { allowedOrigins: [] };
  const origins = list.flatMap((item: unknown) => {
    const origin = typeof item === 'string' ? httpOrigin(item.trim()) : undefined;
    return origin ? [origin] : [];
  });
  return { allowedOrigins: [...new Set(origins)] };
}

/** `<remote>@<manifest address>`, split at the first `@` (a remote's name has none). */
export function parseOverride(value: string): RemoteOverride | undefined {
  const at = value.indexOf('@');
  if (at <= 0 || at === value.length - 1) return undefined;
  return { name: value.slice(0, at).trim(), manifest: value.slice(at + 1).trim() };
}

/** Accepts `value` when overrides are on, it names a remote of the registry and its manifest is on a listed origin. */
export function validateOverride(
  value: string,
  settings: OverrideSettings,
  known: readonly string[],
): { override: RemoteOverride } | { refusal: OverrideRefusal } {
  const parsed = parseOverride(value);
  const name = parsed?.name ?? '';
  const origin = parsed ? (httpOrigin(parsed.manifest) ?? '') : '';
  const refuse = (reason: RefusalReason) => ({ refusal: { value, reason, name, origin } });
  if (settings.allowedOrigins.length === 0) return refuse('disabled');
  if (!parsed || !origin) return refuse('malformed');
  if (!known.includes(name)) return refuse('unknown-remote');
  if (!settings.allowedOrigins.includes(origin)) return refuse('origin');
  return { override: parsed };
}

export function readStoredOverrides(storage: StorageLike | null): RemoteOverride[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item: unknown) => {
      const { name, manifest } = (item ?? {}) as Record<string, unknown>;
      return typeof name === 'string' && typeof manifest === 'string' ? [{ name, manifest }] : [];
    });
  } catch {
    return [];
  }
}

function storeOverrides(storage: StorageLike | null, overrides: readonly RemoteOverride[]): void {
  try {
    if (overrides.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(overrides));
  } catch {
    // Without storage an override lasts for this page only.
  }
}

export interface AppliedOverrides {
  registry: RegistryEntry[];
  active: RemoteOverride[];
  refused: OverrideRefusal[];
}

/**
 * The registry with this browser's overrides in place: the stored ones still allowed, then those of `search`
 * (replacing a stored one of the same remote). An overridden entry loads the override's manifest under the version
 * `override` (no canary) and keeps the registry's build in `override.registry`, for the version page.
 */
export function applyOverrides(
  registry: readonly RegistryEntry[],
  settings: OverrideSettings,
  { search = '', storage }: { search?: string; storage: StorageLike | null },
): AppliedOverrides {
  const known = registry.map((entry) => entry.name);
  const accepted = new Map<string, RemoteOverride>();
  for (const stored of readStoredOverrides(storage)) {
    const checked = validateOverride(`${stored.name}@${stored.manifest}`, settings, known);
    if ('override' in checked) accepted.set(checked.override.name, checked.override);
  }
  const refused: OverrideRefusal[] = [];
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const checked = validateOverride(value, settings, known);
    if ('override' in checked) accepted.set(checked.override.name, checked.override);
    else refused.push(checked.refusal);
  }
  const active = [...accepted.values()];
  storeOverrides(storage, active);
  return {
    registry: registry.map((entry) => {
      const override = accepted.get(entry.name);
      if (!override) return entry;
      return {
        name: entry.name,
        manifest: override.manifest,
        version: OVERRIDE_VERSION,
        override: { registry: { manifest: entry.manifest, version: entry.version } },
      };
    }),
    active,
    refused,
  };
}

interface OverridesState {
  active: RemoteOverride[];
  refused: OverrideRefusal[];
  /** The origins this deployment allows local builds from (none: overrides are off). */
  allowedOrigins: readonly string[];
}

export const overridesStore = createStore<OverridesState>()(() => ({
  active: [],
  refused: [],
  allowedOrigins: [],
}));

export function useOverrides<T>(selector: (state: OverridesState) => T): T {
  return useStore(overridesStore, selector);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * This page's overrides, applied to `registry`: the address's `override` parameters are read (and then taken out of
 * the address, so that a reload or a shared link does not repeat them), accepted ones stored, refusals kept for the
 * banner.
 */
export function takeOverrides(
  registry: readonly RegistryEntry[],
  settings: OverrideSettings,
): RegistryEntry[] {
  const url = new URL(window.location.href);
  const applied = applyOverrides(registry, settings, { search: url.search, storage: safeStorage() });
  if (url.searchParams.has(OVERRIDE_PARAM)) {
    url.searchParams.delete(OVERRIDE_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    overridesStore.setState({ refused: applied.refused });
  }
  overridesStore.setState({ active: applied.active, allowedOrigins: settings.allowedOrigins });
  return applied.registry;
}

/** How the page loads again after a reset, or goes to an address (tests replace them: jsdom does not navigate). */
export const pageReload = {
  reload: (): void => window.location.reload(),
  assign: (address: string): void => window.location.assign(address),
};

/**
 * Loads this page again with `?override=<remote>@<manifest>`: the same checks as an address typed by hand (the version
 * page's form).
 */
export function requestOverride(name: string, manifest: string): void {
  const url = new URL(window.location.href);
  url.searchParams.append(OVERRIDE_PARAM, `${name}@${manifest.trim()}`);
  pageReload.assign(`${url.pathname}${url.search}${url.hash}`);
}

/** Forgets this browser's overrides and loads the page again: the registry's builds run. */
export function resetOverrides(): void {
  storeOverrides(safeStorage(), []);
  overridesStore.setState({ active: [] });
  pageReload.reload();
}

export function dismissRefusals(): void {
  overridesStore.setState({ refused: [] });
}
