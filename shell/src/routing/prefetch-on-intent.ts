// A menu entry's page, fetched on the user's intent (issue 47 item 2): when the pointer enters the link, a finger
// touches it or the keyboard focuses it, its remote's entry and the route's exposed module start loading, so that the
// click that follows (a few hundred milliseconds later) paints the page's heading without waiting for its code.
// Nothing is loaded up front: a remote nobody points at is never fetched.
// The shell provides it to every link of the portal through `provideRoutePrefetcher` (@portal/shared/routes): the
// menu's entries and the remotes' own links (`IntentLink`, `routeIntentHandlers`) spread the same handlers.
import { authStore } from '@portal/shared/auth';
import { preloadRemoteModule } from '../remotes/remote-module';
import { routePageToLoad } from './preload-route';

/**
 * Starts loading the page that `to` (an address of the portal) shows, through the Module Federation runtime (the same
 * load the page's render then takes: `preloadRemoteModule`), unless it is loaded or on its way already. Nothing for
 * the shell's own pages, routes the brand disables, remotes not registered, or private routes without a session.
 * Returns the `remote/module` it started, for tests.
 */
export function prefetchOnIntent(to: string): string | undefined {
  const pathname = new URL(to, window.location.href).pathname;
  const page = routePageToLoad(pathname, authStore.getState().isAuthenticated);
  if (!page) return undefined;
  // Idempotent: a module loaded, preloaded or rendered already is not asked for again.
  preloadRemoteModule(page.remote, page.module);
  return `${page.remote}/${page.module}`;
}
