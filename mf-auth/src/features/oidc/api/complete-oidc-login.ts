// The /connect return: check the signed state and the provider's answer, send the code with the stored nonce and the
// PKCE verifier, store the session (customer-area §4: "OpenID login uses a code plus state with a stored nonce; a
// missing nonce yields status 403 Nonce not present").
import { authStore } from '@portal/shared/auth';
import type { OpenIdResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { getSetting, settingsStore } from '@portal/shared/settings';
import { failureStatus } from '../../../lib/error-status';
import { contractingRedirect, safeInternalPath } from '../../../lib/post-login-redirect';
import { INVALID_STATE, NONCE_NOT_PRESENT } from '../../../lib/oidc-status';
import {
  clearOidcRoundTrip,
  oidcRedirectUri,
  readOidcCodeVerifier,
  readOidcNonce,
  storeOidcToken,
  validateOidcReturn,
} from './oidc-client';

/** The provider's return as /connect received it (`code`, `state`, `iss`, or `error`). */
export async function completeOidcLogin(parameters: URLSearchParams): Promise<boolean> {
  const store = authStore.getState();
  store.startAuthenticating('openid');
  const check = await validateOidcReturn(
    {
      authorizationUrl: getSetting('oidc.authorizationUrl'),
      clientId: getSetting('oidc.clientId'),
      issuer: getSetting('oidc.issuer'),
    },
    parameters,
  );
  if (!check.ok) return fail(403, check.reason);
  const { code, state: payload } = check;
  const nonce = readOidcNonce();
  if (!nonce) return fail(403, NONCE_NOT_PRESENT);
  const verifier = readOidcCodeVerifier();
  if (!verifier) return fail(403, INVALID_STATE);
  try {
    const answer = await api.post<OpenIdResponse>('user/openid', {
      json: {
        code,
        nonce,
        code_verifier: verifier,
        redirect_uri: oidcRedirectUri({ redirectUri: getSetting('oidc.redirectUri') }),
      },
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
export function completeOidcLoginOnce(parameters: URLSearchParams): Promise<boolean> {
  const key = parameters.toString();
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = completeOidcLogin(parameters);
    attempts.set(key, attempt);
  }
  return attempt;
}
