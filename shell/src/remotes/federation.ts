// The only place that talks to the Module Federation runtime: registering the enabled remotes (with the retry
// plugin) and loading one exposed module when a route or slot shows it.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@portal/shared/settings';
import { isRemoteRegistered, markRemoteLoaded, type RegistryEntry, setRegisteredRemotes } from './registry';

/** Thrown when a route or slot names a remote that this deployment or brand does not offer. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`remote ${remote} is not available`);
    this.name = 'RemoteUnavailableError';
  }
}

export function registerEnabledRemotes(entries: RegistryEntry[]): void {
  registerPlugins([
    // A manifest or an entry that fails once (a deploy in progress, a network blip) is fetched again before the
    // section shows as unavailable; the user's Retry starts a fresh attempt.
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
  ]);
  registerRemotes(
    entries.map((entry) => ({ name: entry.name, entry: entry.manifest })),
    { force: true },
  );
  setRegisteredRemotes(entries);
}

/** Loads `remote/module` (the catalogue names modules `./Page`), failing when the remote is absent. */
export async function loadExposed<T>(remote: RemoteName, module: string): Promise<T> {
  if (!isRemoteRegistered(remote)) throw new RemoteUnavailableError(remote);
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new RemoteUnavailableError(remote);
  markRemoteLoaded(remote);
  return loaded;
}
