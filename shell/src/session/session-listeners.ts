// What follows a login or a logout, wherever it happened (the shell's bootstrap or the auth remote's forms):
// private settings load after login and clear on logout, the shared query cache empties on logout. A stored session
// restored on start (loginType `refresh`) is no login the customer just made: the address they opened is where they
// go, so a public one sends them to invoices like any other navigation (customer-area §2; issue 43 item 3). The
// session-expired state listens from here too, from the start (session-expiry.ts).
import { setPendingContractAction } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { loadPrivateSettings, settingsStore } from '@portal/shared/settings';
import type { QueryClient } from '@tanstack/react-query';
import { installSessionExpiry } from './session-expiry';
import { sessionFlags } from './session-store';

export function installSessionListeners(queryClient: QueryClient): () => void {
  const onLogin = ({ loginType }: PortalEvents['auth:logged-in']) => {
    if (loginType !== 'refresh') sessionFlags.setState({ justLoggedIn: true });
    void loadPrivateSettings();
  };
  const onLogout = () => {
    sessionFlags.setState({ justLoggedIn: false });
    settingsStore.getState().clearPrivate();
    setPendingContractAction(undefined);
    queryClient.clear();
  };
  bus.on('auth:logged-in', onLogin);
  bus.on('auth:logged-out', onLogout);
  const removeExpiry = installSessionExpiry();
  return () => {
    bus.off('auth:logged-in', onLogin);
    bus.off('auth:logged-out', onLogout);
    removeExpiry();
  };
}
