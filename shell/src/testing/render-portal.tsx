// Renders the whole portal router (catalogue routes, guards, layout) at `route`, with the remotes given as
// registered, for tests.
import type { RemoteName } from '@portal/shared/settings';
import { renderWithProviders, type RenderWithProvidersResult } from '@portal/shared/testing';
import { setRegisteredRemotes } from '../remotes/registry';
import { loadRemote } from './mf-runtime-mock';
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

/**
 * Makes loadRemote answer every module with `pageModule(\`${label} ${id}\`)`, the modules `held` picks only once the
 * returned `release` is called (a remote's code still on its way).
 */
export function holdRemoteModules(label: string, held: (id: string) => boolean): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  loadRemote.mockImplementation(async (id: string) => {
    if (held(id)) await released;
    return pageModule(`${label} ${id}`);
  });
  return release;
}
