// The /connect return: check the signed state, send the code with the stored nonce, store the session (customer-area
// §4: "OpenID login uses a code plus state with a stored nonce; a missing nonce yields status 403 Nonce not present").
import {
  INVALID_STATE,
  NONCE_NOT_PRESENT,
  authStore,
  clearOidcRoundTrip,
  oidcRedirectUri,
  readOidcNonce,
  storeOidcToken,
  verifyOidcState,
} from '@portal/shared/auth';
import type { OpenIdResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { getSetting, settingsStore } from '@portal/shared/settings';
import { failureStatus } from '../../../lib/error-status';
import { contractingRedirect, safeInternalPath } from '../../../lib/post-login-redirect';

export interface OidcReturn {
  code: string | null;
  state: string | null;
  /** The provider's own error (`?error=access_denied`), when it sends one. */
  error?: string | null;
}

export async function completeOidcLogin({ code, state, error }: OidcReturn): Promise<boolean> {
  const store = authStore.getState();
  store.startAuthenticating('openid');
  const payload = await verifyOidcState(state);
  if (!payload) return fail(403, INVALID_STATE);
  if (error || !code) return fail(403, error ?? INVALID_STATE);
  const nonce = readOidcNonce();
  if (!nonce) return fail(403, NONCE_NOT_PRESENT);
  try {
    const answer = await api.post<OpenIdResponse>('user/openid', {
      json: { code, nonce, redirect_uri: oidcRedirectUri({ redirectUri: getSetting('oidc.redirectUri') }) },
      version: 1,
    });
    storeOidcToken(answer.openid_token);
    const newCustomer = answer.new_customer === true;
    if (newCustomer || payload.promocode) {
      const next = contractingRedirect(settingsStore.getState(), payload.promocode);
      authStore.getState().setRedirect(next.redirect, next.searchParams);
    } else {
      const path = safeInternalPath(payload.redirect);
      if (path) authStore.getState().setRedirect({ path });
    }
    authStore.getState().loginSuccess(answer.token, { newCustomer, loginType: 'openid' });
    return true;
  } catch (failure) {
    const { code: status, text } = failureStatus(failure);
    return fail(status, text);
  } finally {
    clearOidcRoundTrip();
  }
}

function fail(code: number | undefined, text: string): false {
  authStore.getState().loginFailure({ code, text });
  return false;
}

const attempts = new Map<string, Promise<boolean>>();

/** The same answer for the same provider return, however many times the page mounts. */
export function completeOidcLoginOnce(answer: OidcReturn): Promise<boolean> {
  const key = `${answer.code ?? ''}|${answer.state ?? ''}|${answer.error ?? ''}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = completeOidcLogin(answer);
    attempts.set(key, attempt);
  }
  return attempt;
}
