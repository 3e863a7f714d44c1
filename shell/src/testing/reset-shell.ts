// Puts the shell's own state back between tests (beside resetPortalState for the shared singletons).
import { adBlockStore, REMOTE_NAMES, type RemoteName } from '@portal/shared/settings';
import { overridesStore } from '../remotes/overrides';
import { remotesStore, setRegisteredRemotes } from '../remotes/registry';
import { clearRemoteModuleCache } from '../remotes/remote-module';
import { sessionFlags } from '../session/session-store';

export function resetShellState(): void {
  remotesStore.setState({
    registryUrl: '/registry.json',
    registry: [],
    registered: [],
    loaded: [],
    incompatible: {},
  });
  overridesStore.setState({ active: [], refused: [], allowedOrigins: [] });
  clearRemoteModuleCache();
  sessionFlags.setState({ justLoggedIn: false, addressLoginFailed: false, expiredToken: undefined });
  adBlockStore.setState({ detected: undefined });
}

/** Registers `names` as the deployment's registry lists them (the start sequence registers them); all by default. */
export function registerRemotes(names: readonly RemoteName[] = REMOTE_NAMES): void {
  setRegisteredRemotes(
    names.map((name) => ({
      name,
      manifest: `http://remotes.test/${name}/mf-manifest.json`,
      version: '1.0.0',
    })),
  );
}
