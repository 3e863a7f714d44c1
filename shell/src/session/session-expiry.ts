// The session-expired state behind the dialog (customer-area §2 "Session-expired dialog": "Opens on a 401 whose message
// is token_expired"): every `session:expired` of the bus, from any call, is kept from the portal's start, before the
// dialog is rendered (issue 43 item 1: on a full page load a page's first call may fail before the layout's first
// commit, and an event nobody listened to was lost). It is kept for the token that expired and forgotten when the
// store's token changes: a new login, a logout, a failed session check (a stale cookie on start: the login page says
// why instead), another tab's token adopted. The dialog shows it only to a signed-in customer.
import { authStore, readTokenCookie } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { sessionFlags } from './session-store';

export function installSessionExpiry(): () => void {
  const onExpired = ({ token: carried }: PortalEvents['session:expired']) => {
    const current = readTokenCookie() ?? authStore.getState().token;
    // A late answer to a call made with a token the session has since replaced (a new login here or in another
    // tab) says nothing about the session now.
    if (carried && carried !== current) return;
    const token = carried ?? current;
    if (token) sessionFlags.setState({ expiredToken: token });
  };
  bus.on('session:expired', onExpired);
  const unsubscribe = authStore.subscribe((state, previous) => {
    if (state.token !== previous.token && sessionFlags.getState().expiredToken !== undefined)
      sessionFlags.setState({ expiredToken: undefined });
  });
  return () => {
    bus.off('session:expired', onExpired);
    unsubscribe();
  };
}
