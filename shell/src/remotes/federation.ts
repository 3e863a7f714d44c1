// The only place that talks to the Module Federation runtime: registering the enabled remotes (with the retry
// plugin of retry.ts and the compatibility check), loading one exposed module when a route or slot shows it, and recovering once
// when a remote was redeployed under an open page.
import {
  loadRemote,
  loadShare,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/settings';
import { providedFromOptions, RemoteIncompatibleError, sharedMismatches } from './compatibility';
import { trackModuleLoad } from './modules-loading';
import {
  fetchRegistry,
  isRemoteRegistered,
  markRemoteIncompatible,
  markRemoteLoaded,
  registeredEntry,
  type RegistryEntry,
  remotesStore,
  setRegisteredRemotes,
  wasRemoteLoaded,
} from './registry';
import { retryPlugin } from './retry';

/** Thrown when a route or slot names a remote that this deployment or brand does not offer. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`remote ${remote} is not available`);
    this.name = 'RemoteUnavailableError';
  }
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * Checks each remote's manifest against the shared modules the shell provides before any of the remote's code runs
 * (decision 006): an incompatible remote is recorded for the version page and fails to load, so its routes and slots
 * show "section unavailable", and nothing of it (no second React, store or i18n) is ever executed.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-compatibility',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        const mismatches = sharedMismatches(args.manifestJson, providedFromOptions(args.options));
        if (mismatches.length > 0) {
          const { name } = args.moduleInfo;
          if (isRemoteName(name)) markRemoteIncompatible(name, mismatches);
          throw new RemoteIncompatibleError(name, mismatches);
        }
      }
      return args;
    },
  };
}

let registryUrl: string | undefined;

export function registerEnabledRemotes(entries: RegistryEntry[], fromRegistry?: string): void {
  registryUrl = fromRegistry;
  registerPlugins([retryPlugin(), compatibilityPlugin()]);
  registerRemotes(
    entries.map((entry) => ({ name: entry.name, entry: entry.manifest })),
    { force: true },
  );
  setRegisteredRemotes(entries);
}

const recovering = new Map<RemoteName, Promise<boolean>>();

/**
 * After a remote failed to load: reads the registry again and, when the remote was already running in this page (its
 * files may have been replaced by a deployment) or the registry now points elsewhere, registers it again from its
 * current manifest. True when a new attempt is worth making. Concurrent failures of one remote share one recovery.
 */
function recoverRemote(remote: RemoteName): Promise<boolean> {
  let pending = recovering.get(remote);
  if (!pending) {
    pending = (async () => {
      const current = registeredEntry(remote);
      if (!current) return false;
      // A local build (overrides.ts) stays what this browser runs until it is reset.
      const latest =
        registryUrl && !current.override
          ? (await fetchRegistry(registryUrl)).find((entry) => entry.name === remote)
          : undefined;
      const entry = latest ?? current;
      const moved = entry.manifest !== current.manifest || entry.version !== current.version;
      if (!moved && !wasRemoteLoaded(remote)) return false;
      // The old build's chunk list would be replayed into the new build's runtime (same chunk global, same
      // deterministic chunk ids): the new build starts from an empty one.
      delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
      registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
      const { registered, registry } = remotesStore.getState();
      remotesStore.setState({
        registered: registered.map((r) => (r.name === remote ? entry : r)),
        registry: registry.map((r) => (r.name === remote ? entry : r)),
      });
      return true;
    })().finally(() => recovering.delete(remote));
    recovering.set(remote, pending);
  }
  return pending;
}

function isIncompatible(remote: RemoteName, error: unknown): boolean {
  return (
    error instanceof RemoteIncompatibleError || remotesStore.getState().incompatible[remote] !== undefined
  );
}

/**
 * Starts loading the shell's providers of these shared modules (share keys), without running them: the first page's
 * exposed module consumes them, and they then travel beside its remote's container instead of after it (decision
 * 009). A module the shell does not provide is left to the remote's own consume. Each module is asked for in a task
 * of its own: the runtime appends a script per chunk, and a page's dozen or so in one task held the main thread
 * 12-16 ms on this machine (contracting's first step; issue 47).
 */
export function preloadShared(keys: readonly string[]): void {
  for (const key of keys) setTimeout(() => void loadShare(key).catch(() => undefined), 0);
}

/**
 * Loads `remote/module` (the catalogue names modules `./Page`), failing when the remote is absent or incompatible.
 * A load that fails because the remote was redeployed (its old chunks are gone) is tried once more from the remote's
 * current manifest; a second failure shows "section unavailable", never a reload.
 */
export function loadExposed<T>(remote: RemoteName, module: string): Promise<T> {
  return trackModuleLoad(loadExposedNow<T>(remote, module));
}

async function loadExposedNow<T>(remote: RemoteName, module: string): Promise<T> {
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let loaded: T | null;
  try {
    loaded = await loadRemote<T>(id);
  } catch (error) {
    if (isIncompatible(remote, error) || !(await recoverRemote(remote))) throw error;
    loaded = await loadRemote<T>(id);
  }
  if (!loaded) throw new RemoteUnavailableError(remote);
  markRemoteLoaded(remote);
  return loaded;
}
