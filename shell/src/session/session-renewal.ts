// Keeps a signed-in session alive while the portal is open: a little before the token expires it is exchanged for a
// fresh one (POST {auth}/refresh). A failed renewal changes nothing: the next call's 401 opens the expired dialog.
import { authStore, decodeToken, readTokenCookie, sessionCalls } from '@portal/shared/auth';

/** How long before the token's expiry it is renewed. */
export const RENEW_BEFORE_EXPIRY_MS = 2 * 60 * 1000;

/** When to renew `token` (ms from `now`), or undefined when it carries no expiry. */
export function renewalDelay(token: string | undefined, now: number): number | undefined {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number') return undefined;
  return Math.max(0, exp * 1000 - RENEW_BEFORE_EXPIRY_MS - now);
}

export function installSessionRenewal(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const renew = async () => {
    const { isAuthenticated, token } = authStore.getState();
    if (!isAuthenticated || !token) return;
    try {
      const { token: fresh } = await sessionCalls.refresh();
      // Only if nothing changed meanwhile: a logout or another login here, or another tab's token in the cookie.
      if (authStore.getState().token === token && readTokenCookie() === token)
        authStore.getState().setToken(fresh);
    } catch {
      // Left to the 401 path.
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const { isAuthenticated, token } = authStore.getState();
    const delay = isAuthenticated ? renewalDelay(token, Date.now()) : undefined;
    if (delay !== undefined) timer = setTimeout(() => void renew(), delay);
  };
  schedule();
  const unsubscribe = authStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.isAuthenticated !== previous.isAuthenticated) schedule();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
