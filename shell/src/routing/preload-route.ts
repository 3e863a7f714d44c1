// The first route's page starts loading as soon as the remotes are registered (decision 009): its remote's manifest,
// container and chunks then arrive beside the session's checks instead of after them.
import { readTokenCookie } from '@portal/shared/auth';
import { matchRoute, routeDefinition } from '@portal/shared/routes';
import { settingsStore } from '@portal/shared/settings';
import { isRemoteRegistered } from '../remotes/registry';
import { preloadRemoteModule } from '../remotes/remote-module';
import { accessOf, isRouteEnabled } from './route-access';

/**
 * Preloads the page of `pathname` when a remote renders it, the brand enables it and it will be shown: a private
 * route only with a stored session (without one the visitor goes to the login page, whose own page is then loaded).
 * Returns the `remote/module` it started, for tests.
 */
export function preloadRoutePage(
  pathname: string,
  hasSession = Boolean(readTokenCookie()),
): string | undefined {
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
  preloadRemoteModule(remote, module);
  return `${remote}/${module}`;
}
