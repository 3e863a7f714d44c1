// A remote's manifest, entry or exposed module that fails once (a deploy in progress, a network blip) is tried once
// more before its section shows as unavailable. Written on the Module Federation runtime's own plugin hooks so the
// shell carries one federation SDK (@module-federation/retry-plugin is built on an older SDK than the runtime's).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-manifest';

type EntryRecovery = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** The pause before the one extra attempt. */
export const RETRY_DELAY_MS = 300;

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** An answer the runtime can read as a manifest: a success status and a JSON body. */
async function isManifestAnswer(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    await response.clone().json();
    return true;
  } catch {
    return false;
  }
}

/** Fetches `url`; a network failure, an error status or a body that is not JSON is fetched once more. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  delayMs = RETRY_DELAY_MS,
): Promise<Response> {
  try {
    const first = await fetch(url, init);
    if (await isManifestAnswer(first)) return first;
  } catch {
    // A network failure: the second attempt below decides.
  }
  await pause(delayMs);
  return fetch(url, init);
}

/**
 * The shell's retry, one plugin: the runtime runs every plugin's `fetch`, so a second plugin would fetch twice. A
 * manifest fetched early (`fetchManifestEarly`) is taken instead of a new request.
 */
export function retryPlugin(delayMs = RETRY_DELAY_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry',
    fetch(url, init) {
      return takeEarlyManifest(url).then((early) => early ?? fetchWithRetry(url, init, delayMs));
    },
    // The remote's entry script failed to load: forget the failed attempt and load it once more.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = pause(delayMs).then(async () => {
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // The hook's declared answer is a promise of a promise; the runtime awaits whatever it gets, and promises
      // never nest at run time.
      return retried as unknown as EntryRecovery;
    },
    // An exposed module's chunks failed to load: ask the container for it once more.
    async getModuleFactory({ remoteEntryExports, expose }) {
      try {
        return await remoteEntryExports.get(expose);
      } catch {
        await pause(delayMs);
        return remoteEntryExports.get(expose);
      }
    },
  };
}
