// The session-expired dialog (customer-area §2): opens on a 401 token_expired (`session:expired` on the bus, kept from
// the portal's start by session-expiry.ts) while a customer is signed in; its button logs out; it closes by itself
// when a new token appears (another tab logged in), which this tab adopts.
import { authStore, readTokenCookie, useAuth } from '@portal/shared/auth';
import { pathTo, useNavigate } from '@portal/shared/routes';
import { lazy, Suspense, useEffect } from 'react';
import { logout } from './logout';
import { sessionFlags, useSessionFlag } from './session-store';

/** How often the cookie is read while the dialog is open: cookies have no change event in every browser. */
export const TOKEN_POLL_MS = 1000;

// The dialog itself (and Chakra's overlay machinery) loads only when a session expires.
const SessionExpiredView = lazy(() => import('./session-expired-view'));

export function SessionExpiredDialog() {
  const navigate = useNavigate();
  const expiredToken = useSessionFlag((s) => s.expiredToken);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const open = expiredToken !== undefined && isAuthenticated;

  useEffect(() => {
    if (!open) return undefined;
    const check = () => {
      const token = readTokenCookie();
      if (!token || token === expiredToken) return;
      // The store's new token closes the dialog (session-expiry.ts forgets the expired one); a token the store
      // already holds changes nothing there, so the flag is dropped here.
      if (authStore.getState().token === token) sessionFlags.setState({ expiredToken: undefined });
      else authStore.getState().setToken(token);
    };
    const timer = window.setInterval(check, TOKEN_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [open, expiredToken]);

  const exit = () => {
    sessionFlags.setState({ expiredToken: undefined });
    if (!logout('expired')) void navigate(pathTo('login'), { replace: true });
  };

  return open ? (
    <Suspense fallback={null}>
      <SessionExpiredView onExit={exit} />
    </Suspense>
  ) : null;
}
