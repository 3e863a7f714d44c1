// The deployment's remote registry (remote name, manifest address, version) and which of its remotes this brand
// enables. Only those are registered with the Module Federation runtime; the rest never get a request.
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/settings';
import { useMemo } from 'react';
import { createStore, useStore } from 'zustand';
import { browserDraw } from './cohort';
import type { SharedMismatch } from './compatibility';

/** One build of a remote: its manifest's address and the version the registry pins. */
export interface RemoteBuild {
  manifest: string;
  version: string;
}

/**
 * A canary release (issue 48): the registry entry names a second build and the share of browsers that load it
 * (`"canary": { "manifest", "version", "share": 0.1 }`). Which one this browser runs, and why, for the version page.
 */
export interface CanaryRelease {
  cohort: 'stable' | 'canary';
  /** The share of browsers that load the canary, 0 to 1. */
  share: number;
  /** This browser's draw (cohort.ts): under the share, it runs the canary. */
  draw: number;
  stable: RemoteBuild;
  canary: RemoteBuild;
}

export interface RegistryEntry extends RemoteBuild {
  name: RemoteName;
  /** Set when the registry names a canary for this remote; `manifest` and `version` are then this browser's build. */
  canary?: CanaryRelease;
  /**
   * Set when this browser runs a local build instead (overrides.ts, issue 48): `manifest` is then the override's and
   * `version` is `override`; `registry` is the build the registry gives.
   */
  override?: { registry: RemoteBuild };
}

function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** A canary as the registry writes it, or undefined when it is absent or malformed (then only the stable build runs). */
function parseCanary(value: unknown): (RemoteBuild & { share: number }) | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { manifest, version, share } = value as Record<string, unknown>;
  if (typeof manifest !== 'string' || !manifest) return undefined;
  if (typeof share !== 'number' || !Number.isFinite(share) || share < 0 || share > 1) return undefined;
  return { manifest, version: typeof version === 'string' ? version : '', share };
}

/**
 * Reads `{ remotes: [{ name, manifest, version, canary? }] }`, skipping malformed or unknown entries. An entry with a
 * canary gives this browser the canary's build when its `draw` (cohort.ts) is under the canary's share.
 */
export function parseRegistry(body: unknown, draw: () => number = browserDraw): RegistryEntry[] {
  const list =
    typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): RegistryEntry[] => {
    const { name, manifest, version, canary } = (item ?? {}) as Record<string, unknown>;
    if (!isRemoteName(name) || typeof manifest !== 'string' || !manifest) return [];
    const stable = { manifest, version: typeof version === 'string' ? version : '' };
    const second = parseCanary(canary);
    if (!second) return [{ name, ...stable }];
    const browser = draw();
    const cohort = browser < second.share ? 'canary' : 'stable';
    const { share, ...canaryBuild } = second;
    return [
      {
        name,
        ...(cohort === 'canary' ? canaryBuild : stable),
        canary: { cohort, share, draw: browser, stable, canary: canaryBuild },
      },
    ];
  });
}

export async function fetchRegistry(url: string): Promise<RegistryEntry[]> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? parseRegistry(await response.json()) : [];
  } catch {
    return [];
  }
}

/** The registry's remotes that the brand's `remotes` setting enables. */
export function enabledRemotes(
  registry: readonly RegistryEntry[],
  brandRemotes: readonly string[],
): RegistryEntry[] {
  return registry.filter((entry) => brandRemotes.includes(entry.name));
}

/**
 * The registry's recent changes, recorded beside it by `pnpm registry` (.ci/registry.mjs, issue 48):
 * `/registry.json` → `/registry-history.json`.
 */
export function registryHistoryUrl(registryUrl: string): string {
  const [address = '', query] = registryUrl.split('?', 2);
  const history = address.replace(/(\.json)?$/, '-history.json');
  return query === undefined ? history : `${history}?${query}`;
}

interface RemotesState {
  /** Where the registry was read (portal.config.json's registryUrl). */
  registryUrl: string;
  /** Every remote of the deployment's registry, enabled for this brand or not (for the version page). */
  registry: RegistryEntry[];
  /** The registry's remotes that the brand enables, registered with the Module Federation runtime. */
  registered: RegistryEntry[];
  /** Remotes from which a module has loaded, for the version page. */
  loaded: RemoteName[];
  /** Remotes whose build does not fit this shell's shared modules (decision 006): never executed. */
  incompatible: Partial<Record<RemoteName, readonly SharedMismatch[]>>;
}

export const remotesStore = createStore<RemotesState>()(() => ({
  registryUrl: '/registry.json',
  registry: [],
  registered: [],
  loaded: [],
  incompatible: {},
}));

export function setRegistry(registry: RegistryEntry[], registryUrl?: string): void {
  remotesStore.setState(registryUrl === undefined ? { registry } : { registry, registryUrl });
}

export function setRegisteredRemotes(registered: RegistryEntry[]): void {
  remotesStore.setState({ registered });
}

export function markRemoteLoaded(name: RemoteName): void {
  const { loaded } = remotesStore.getState();
  if (!loaded.includes(name)) remotesStore.setState({ loaded: [...loaded, name] });
}

export function markRemoteIncompatible(name: RemoteName, mismatches: readonly SharedMismatch[]): void {
  remotesStore.setState({ incompatible: { ...remotesStore.getState().incompatible, [name]: mismatches } });
}

export function wasRemoteLoaded(name: RemoteName): boolean {
  return remotesStore.getState().loaded.includes(name);
}

/** The registry entry of a registered remote. */
export function registeredEntry(name: RemoteName): RegistryEntry | undefined {
  return remotesStore.getState().registered.find((entry) => entry.name === name);
}

export function isRemoteRegistered(name: RemoteName): boolean {
  return remotesStore.getState().registered.some((entry) => entry.name === name);
}

/** The names of the remotes this deployment lists and this brand enables (those registered): what menus may offer. */
export function useAvailableRemotes(): readonly RemoteName[] {
  const registered = useRemotes((state) => state.registered);
  return useMemo(() => registered.map((entry) => entry.name), [registered]);
}

export function useRemotes<T>(selector: (state: RemotesState) => T): T {
  return useStore(remotesStore, selector);
}
