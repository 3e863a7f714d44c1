// The deployment's remote registry (remote name, manifest address, version) and which of its remotes this brand
// enables. Only those are registered with the Module Federation runtime; the rest never get a request.
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/settings';
import { useMemo } from 'react';
import { createStore, useStore } from 'zustand';
import type { SharedMismatch } from './compatibility';

export interface RegistryEntry {
  name: RemoteName;
  manifest: string;
  version: string;
}

function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Reads `{ remotes: [{ name, manifest, version }] }`, skipping malformed or unknown entries. */
export function parseRegistry(body: unknown): RegistryEntry[] {
  const list =
    typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { name, manifest, version } = (item ?? {}) as Record<string, unknown>;
    if (!isRemoteName(name) || typeof manifest !== 'string' || !manifest) return [];
    return [{ name, manifest, version: typeof version === 'string' ? version : '' }];
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

interface RemotesState {
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
  registry: [],
  registered: [],
  loaded: [],
  incompatible: {},
}));

export function setRegistry(registry: RegistryEntry[]): void {
  remotesStore.setState({ registry });
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
