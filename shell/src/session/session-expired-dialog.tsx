// The session-expired dialog (customer-area §2): opens on the bus event `session:expired` (a 401 token_expired);
// its button logs out; it closes by itself when a new token appears (another tab logged in), which this tab adopts.
import { authStore, readTokenCookie } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { pathTo, useNavigate } from '@portal/shared/routes';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { logout } from './logout';

/** How often the cookie is read while the dialog is open: cookies have no change event in every browser. */
export const TOKEN_POLL_MS = 1000;

// The dialog itself (and Chakra's overlay machinery) loads only when a session expires.
const SessionExpiredView = lazy(() => import('./session-expired-view'));

export function SessionExpiredDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const expiredToken = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onExpired = () => {
      // The token the failed request carried is the cookie's (another tab may have replaced the store's).
      expiredToken.current = readTokenCookie() ?? authStore.getState().token;
      setOpen(true);
    };
    bus.on('session:expired', onExpired);
    return () => bus.off('session:expired', onExpired);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const check = () => {
      const token = readTokenCookie();
      if (!token || token === expiredToken.current) return;
      authStore.getState().setToken(token);
      setOpen(false);
    };
    const timer = window.setInterval(check, TOKEN_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [open]);

  const exit = () => {
    setOpen(false);
    if (!logout('expired')) void navigate(pathTo('login'), { replace: true });
  };

  return open ? (
    <Suspense fallback={null}>
      <SessionExpiredView onExit={exit} />
    </Suspense>
  ) : null;
}
