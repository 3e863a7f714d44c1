// The first route's page starts loading as soon as the remotes are registered (decision 009): its remote's manifest,
// container and chunks then arrive beside the session's checks instead of after them.
import { readTokenCookie } from '@portal/shared/auth';
import { startEarlyCall } from '@portal/shared/http';
import { currentLocale, i18n } from '@portal/shared/i18n';
import {
  type FirstCallsContext,
  firstCallsOf,
  matchRoute,
  type RouteKey,
  routeDefinition,
} from '@portal/shared/routes';
import { type RemoteName, settingsStore } from '@portal/shared/settings';
import {
  earlyExposeConsumes,
  earlyFirstCalls,
  fetchManifestEarly,
  preloadRemoteCatalogue,
} from '../remotes/early-manifest';
import { preloadShared } from '../remotes/federation';
import { isRemoteRegistered, registeredEntry, type RegistryEntry } from '../remotes/registry';
import { preloadRemoteModule } from '../remotes/remote-module';
import { accessOf, isRouteEnabled } from './route-access';

/**
 * Before the brand is known: the remotes that will most likely render `pathname` — its own, or the login page's when
 * the route is private and no session is stored. A route whose access depends on the brand counts as its own. Not
 * the home's tiles: their manifests early made the home slower (the tiles' code then ran before the shell's own
 * first screen; decision 009).
 */
export function firstRouteRemotes(pathname: string, hasSession = Boolean(readTokenCookie())): RemoteName[] {
  let match;
  try {
    match = matchRoute(pathname);
  } catch {
    return [];
  }
  if (!match) return [];
  const { remote, access } = routeDefinition(match.key);
  if (access === 'private' && !hasSession) return [routeDefinition('login').remote].filter(isDefined);
  return [remote].filter(isDefined);
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/**
 * Starts fetching the manifests of the first route's remotes as soon as the registry answers, beside the settings
 * (decision 009). Returns the addresses it asked for, for tests.
 */
export async function prefetchFirstManifests(
  pathname: string,
  registry: Promise<readonly RegistryEntry[]>,
  hasSession = Boolean(readTokenCookie()),
): Promise<string[]> {
  const remotes = firstRouteRemotes(pathname, hasSession);
  if (remotes.length === 0) return [];
  const entries = (await registry).filter((e) => remotes.includes(e.name));
  for (const entry of entries) fetchManifestEarly(entry.manifest);
  return entries.map((e) => e.manifest);
}

/**
 * Preloads the page of `pathname` (and, from the early manifest, its remote's catalogue in the active locale and the
 * shell's shared modules it consumes) when a remote renders it, the brand enables it and it will be shown: a private
 * route only with a stored session (without one the visitor goes to the login page, whose own page is then loaded).
 * The route's first calls (those its remote publishes in its early manifest for this address and `search`) start
 * here too, beside the page's code instead of after its first render (decision 009). Returns the `remote/module` it
 * started, for tests.
 */
export function preloadRoutePage(
  pathname: string,
  hasSession = Boolean(readTokenCookie()),
  search = window.location.search,
): string | undefined {
  const page = routePageToLoad(pathname, hasSession);
  if (!page) return undefined;
  const { match, remote, module, ctx } = page;
  const entry = registeredEntry(remote);
  if (entry)
    void startFirstCalls(entry.manifest, match.key, {
      ...ctx,
      params: match.params,
      search: new URLSearchParams(search),
      locale: currentLocale(),
      signedIn: hasSession,
    });
  preloadRemoteModule(remote, module);
  // Its catalogue and the shell's shared modules it consumes beside its container, not after the page's module
  // (decision 009).
  if (entry) {
    void preloadRemoteCatalogue(entry.manifest, i18n.locale);
    void earlyExposeConsumes(entry.manifest, module).then(preloadShared);
  }
  return `${remote}/${module}`;
}

/**
 * The remote page that `pathname` shows, when a remote renders it, the brand enables it and it will be shown: a
 * private route only with a session (without one the visitor goes to the login page). Undefined for the shell's own
 * pages, unknown or malformed addresses and remotes not registered.
 */
export function routePageToLoad(pathname: string, hasSession: boolean) {
  let match;
  try {
    match = matchRoute(pathname);
  } catch {
    return undefined; // A malformed address: the router shows its 404.
  }
  if (!match) return undefined;
  const { remote, module } = routeDefinition(match.key);
  if (!remote || !module || !isRemoteRegistered(remote)) return undefined;
  const { settings, flags } = settingsStore.getState();
  const ctx = { settings, flags };
  if (!isRouteEnabled(match.key, ctx)) return undefined;
  if (accessOf(match.key, ctx) === 'private' && !hasSession) return undefined;
  return { match, remote, module, ctx };
}

/**
 * The route's first calls, as its remote's early manifest publishes them. Without an early manifest or a declaration
 * the page asks for its data itself; that only costs the head start.
 */
async function startFirstCalls(manifest: string, key: RouteKey, ctx: FirstCallsContext): Promise<void> {
  for (const call of firstCallsOf(await earlyFirstCalls(manifest), key, ctx)) startEarlyCall(call);
}
