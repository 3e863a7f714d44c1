// Puts the shell's own state back between tests (beside resetPortalState for the shared singletons).
import { adBlockStore } from '@portal/shared/settings';
import { overridesStore } from '../remotes/overrides';
import { remotesStore } from '../remotes/registry';
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
