// Session bootstrap on start: a token in the address, else a client id and secret in the address, else a refresh
// from the stored token cookie. The store enters "authenticating" synchronously, so that private routes show a
// loader from the first paint instead of sending the user to login. A token in the address of another customer than
// the signed-in one never replaces the session by itself: the session is kept and the account-switch dialog asks. A
// client id link cannot tell its customer before the exchange: with a session stored, it is exchanged first, and
// its token is stored only for the same customer; another customer's goes through the same dialog.
import { t } from '@lingui/core/macro';
import { sessionCalls, authStore, decodeToken, readTokenCookie } from '@portal/shared/auth';
import { isHttpError } from '@portal/shared/http';
import { startPrivateSettingsEarly } from '@portal/shared/settings';
import { askToSwitch, isAnotherCustomer, type LinkKind } from './account-switch';
import { readAddressLogin, withoutLoginParams } from './login-params';
import { sessionFlags } from './session-store';

type LoginFailure = Parameters<ReturnType<typeof authStore.getState>['loginFailure']>[0];

/** The brand's locale being active: the session is checked beside the settings, and a failure's text waits for it. */
let localeReady: Promise<unknown> = Promise.resolve();
/** What a returning customer's token renewal waits for: the portal's first screen, settled (decision 009). */
let renewalMayStart: Promise<unknown> = Promise.resolve();

/** Ends the login attempt with a failure whose text is translated once the brand's locale is active. */
async function fail(failure: () => LoginFailure): Promise<void> {
  await localeReady;
  authStore.getState().loginFailure(failure());
}

/** A refused login link of the address: the failure, and the login page to say it (issue 43 item 2). */
async function failAddressLogin(failure: () => LoginFailure): Promise<void> {
  await fail(failure);
  sessionFlags.setState({ addressLoginFailed: true });
}

/**
 * Whether `token` is valid, as the API answers is_token_valid; undefined when the API could not answer (no network, a
 * time limit, a server error): that says nothing of the token.
 */
async function tokenValidity(token: string): Promise<boolean | undefined> {
  try {
    return (await sessionCalls.isTokenValid(token)).token_is_valid;
  } catch (error) {
    return isHttpError(error) && error.status < 500 ? false : undefined;
  }
}

export async function loginWithToken(token: string): Promise<void> {
  // An answer that is not "valid", or none, is the same as an invalid token for the visitor.
  if ((await tokenValidity(token)) === true)
    return authStore.getState().loginSuccess(token, { loginType: 'token' });
  await failAddressLogin(() => ({ code: 401, text: t`The access token is not valid` }));
}

async function exchangeClientId(clientId: string, secret: string): Promise<string> {
  return (await sessionCalls.clientId({ client_id: clientId, secret })).token;
}

function clientIdFailure(error: unknown): Promise<void> {
  const code = isHttpError(error) && (error.status === 401 || error.status === 403) ? error.status : 403;
  return failAddressLogin(() => ({ code, text: t`The client id data is not valid` }));
}

async function loginWithClientId(clientId: string, secret: string): Promise<void> {
  try {
    authStore.getState().loginSuccess(await exchangeClientId(clientId, secret), { loginType: 'clientid' });
  } catch (error) {
    await clientIdFailure(error);
  }
}

/** A client id link while a session is stored: exchanged first (only its token tells the customer); the same
 * customer's token signs in as today; another customer's keeps the session and asks (`keepOrAsk`); a refused link
 * while signed in is dropped like an invalid `?token=` one, and the stored session is restored as on any start. */
async function loginWithClientIdOver(stored: string, clientId: string, secret: string): Promise<void> {
  authStore.getState().startAuthenticating('clientid');
  let token: string;
  try {
    token = await exchangeClientId(clientId, secret);
  } catch (error) {
    authStore.getState().startRefreshing();
    await refresh(stored);
    if (!authStore.getState().isAuthenticated) await clientIdFailure(error);
    return;
  }
  if (!isAnotherCustomer(stored, token))
    return authStore.getState().loginSuccess(token, { loginType: 'clientid' });
  return keepOrAsk(stored, token, 'clientid');
}

/** A fresh token for a valid session; the same token when the API cannot renew it now. */
async function renewed(token: string): Promise<string> {
  try {
    return (await sessionCalls.refresh()).token;
  } catch {
    return token;
  }
}

/** Whether a token's own expiry (its `exp`) has passed; a token that names none counts as expired. */
function expiredByItself(token: string): boolean {
  const expiry = decodeToken(token)?.exp;
  return typeof expiry !== 'number' || expiry * 1000 <= Date.now();
}

async function refresh(token: string): Promise<void> {
  // Validated first (is_token_valid answers without a 401, so a stale cookie never opens the expired dialog),
  // then renewed, so a returning customer's session restarts its lifetime. The customer is signed in on the valid
  // token at once: a renewal does not revoke it, so the private settings and the page's data do not wait for the
  // renewal's round trip (decision 009); the fresh token replaces it when nothing changed meanwhile — neither the
  // store (a login or logout here) nor the cookie (another tab's, not yet noticed here). The renewal itself waits for
  // the first screen, settled with the page's data (`renewAfter`): it is not needed for it, and it was the last
  // request before it. When the API cannot answer the check (a reload on a poor connection, the API restarting), the
  // session is not thrown away: a token whose own expiry has not passed signs in as it is, and the API, which checks
  // it on every call, says if it has ended (the expired dialog, with nothing typed lost).
  const valid = await tokenValidity(token);
  if (valid === true || (valid === undefined && !expiredByItself(token))) {
    authStore.getState().loginSuccess(token, { loginType: 'refresh' });
    await renewalMayStart;
    if (authStore.getState().token !== token) return;
    const fresh = await renewed(token);
    if (fresh !== token && authStore.getState().token === token && readTokenCookie() === token)
      authStore.getState().setToken(fresh);
    return;
  }
  // Not an error page: the visitor simply logs in again, and the login page says why.
  await fail(() => ({ code: 401, text: t`The session has expired, log in again`, type: 'info' }));
}

/**
 * Starts the right login way; returns when it has settled. Removes the login parameters from the address. Runs beside
 * the brand's settings (decision 009): a failure's message waits for `brandLocale`, the brand's locale being active; a
 * stored session's renewal waits for `renewAfter` (the first screen, settled with the page's data).
 */
export function bootstrapSession(
  win: Window = window,
  brandLocale?: Promise<unknown>,
  renewAfter?: Promise<unknown>,
): Promise<void> {
  localeReady = brandLocale ?? Promise.resolve();
  renewalMayStart = renewAfter ?? Promise.resolve();
  const addressLogin = readAddressLogin(win.location.search);
  if (addressLogin) win.history.replaceState(win.history.state, '', withoutLoginParams(win.location.href));
  const state = authStore.getState();
  const stored = readTokenCookie();
  if (addressLogin?.kind === 'token') {
    if (stored && isAnotherCustomer(stored, addressLogin.token)) return keepOrAsk(stored, addressLogin.token);
    state.startAuthenticating('token');
    return loginWithToken(addressLogin.token);
  }
  if (addressLogin?.kind === 'clientid') {
    if (stored) return loginWithClientIdOver(stored, addressLogin.clientId, addressLogin.secret);
    state.startAuthenticating('clientid');
    return loginWithClientId(addressLogin.clientId, addressLogin.secret);
  }
  if (stored) {
    state.startRefreshing();
    // The customer's private settings travel beside the check (a token past its own expiry would only be refused).
    if (!expiredByItself(stored)) startPrivateSettingsEarly();
    return refresh(stored);
  }
  return Promise.resolve();
}

/** Another customer's link: the signed-in session is restored as on any start; if it stands, the dialog asks before
 * a valid link may replace it (an invalid one is dropped: there is nothing to switch to); if the session has ended,
 * there is nothing to protect and the link signs in. A client id link's token comes from its exchange, so it is
 * valid already. */
async function keepOrAsk(stored: string, link: string, kind: LinkKind = 'token'): Promise<void> {
  authStore.getState().startRefreshing();
  await refresh(stored);
  if (authStore.getState().isAuthenticated) {
    if (kind === 'clientid' || (await tokenValidity(link)) === true) askToSwitch(link, kind);
    return;
  }
  authStore.getState().startAuthenticating(kind);
  if (kind === 'clientid') return authStore.getState().loginSuccess(link, { loginType: 'clientid' });
  await loginWithToken(link);
}
