// Renders the whole portal router (catalogue routes, guards, layout) at `route`, with the remotes given as
// registered, for tests.
import type { RemoteName } from '@portal/shared/settings';
import { renderWithProviders, type RenderWithProvidersResult } from '@portal/shared/testing';
import { setRegisteredRemotes } from '../remotes/registry';
import { portalRoutes } from '../routing/portal-routes';

export function renderPortal(route: string, remotes: RemoteName[] = []): RenderWithProvidersResult {
  setRegisteredRemotes(
    remotes.map((name) => ({
      name,
      manifest: `http://remotes.test/${name}/mf-manifest.json`,
      version: '1.0.0',
    })),
  );
  return renderWithProviders(<></>, { route, path: '/__unused__', routes: portalRoutes() });
}

/** A remote page module as loadRemote resolves it. */
export function pageModule(text: string) {
  return { default: () => <p>{text}</p> };
}
