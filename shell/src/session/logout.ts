// Logout: the store resets (token cookie, redirect, read-only flag) and, with OpenID Connect on, the browser goes to
// the provider's logout with the stored OpenID token as `id_token_hint` (customer-area §4 Authentication).
import { authStore, OIDC_TOKEN_KEY, safeStorage, sessionCalls } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';

export function providerLogoutUrl(logoutUrl: string, idToken: string | undefined, origin: string): string {
  const url = new URL(logoutUrl, origin);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', `${origin}/`);
  return url.toString();
}

/** Logs out; returns true when the browser is leaving for the provider's logout. */
export function logout(reason: 'user' | 'expired' | 'error' = 'user', win: Window = window): boolean {
  const { settings } = settingsStore.getState();
  const oidc = settings['oidc.enabled'] && settings['oidc.logoutUrl'];
  // Guarded: a blocked storage (SecurityError) must not stop a logout.
  const storage = safeStorage('sessionStorage', win);
  const idToken = storage.get(OIDC_TOKEN_KEY);
  // The API is told first (it revokes the token), without waiting: a logout never fails on the network.
  if (authStore.getState().token) sessionCalls.logout().catch(() => undefined);
  authStore.getState().logout(reason);
  if (!oidc) return false;
  storage.remove(OIDC_TOKEN_KEY);
  win.location.assign(providerLogoutUrl(settings['oidc.logoutUrl'], idToken, win.location.origin));
  return true;
}
