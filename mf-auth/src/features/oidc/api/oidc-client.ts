// The portal's OpenID Connect client: authorisation code flow with PKCE (RFC 7636, S256) on oauth4webapi, which makes
// the verifier, its challenge and the nonce, and validates the provider's return (issuer, error, no implicit tokens).
// The library loads with the first call (the login page's OIDC redirect or /connect), never with the portal's first
// screen. The state is ours, as customer-area §7 asks: "a signed state (with redirect and promocode)", signed with
// HMAC-SHA256 under a key of this tab, so the library is told to leave it to `verifyOidcState`.
// What a round trip keeps in sessionStorage (this tab only): the nonce, the state's key and the PKCE verifier; all are
// forgotten once the provider's return has been used (`clearOidcRoundTrip`).
import { OIDC_TOKEN_KEY, safeSessionStorage as storage } from '@portal/shared/auth';
import { INVALID_STATE } from '../../../lib/oidc-status';

export const OIDC_NONCE_KEY = 'portal.oidcNonce';
export const OIDC_STATE_KEY = 'portal.oidcStateKey';
export const OIDC_VERIFIER_KEY = 'portal.oidcCodeVerifier';

/** What the signed state carries through the provider and back. */
export interface OidcStatePayload {
  redirect?: string;
  promocode?: string;
}

export interface OidcSettings {
  authorizationUrl: string;
  clientId: string;
  scope: string;
  /** `oidc.redirectUri`; empty means `<origin>/connect`. */
  redirectUri: string;
  /** `oidc.issuer`, checked against the return's `iss` (RFC 9207); empty means the authorisation URL's origin. */
  issuer?: string;
}

const loadClient = () =>
  import(
    /* webpackChunkName: "oidc-client", webpackExports: ["calculatePKCECodeChallenge", "generateRandomCodeVerifier", "generateRandomNonce", "generateRandomState", "skipStateCheck", "validateAuthResponse", "AuthorizationResponseError"] */ 'oauth4webapi'
  );

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** The signing key of this tab's OIDC round trip, created on first use. */
async function signingKey(create: boolean): Promise<CryptoKey | undefined> {
  let raw = storage.get(OIDC_STATE_KEY);
  if (!raw) {
    if (!create) return undefined;
    raw = (await loadClient()).generateRandomState();
    storage.set(OIDC_STATE_KEY, raw);
  }
  return crypto.subtle.importKey('raw', fromBase64Url(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** `<payload>.<signature>`, both base64url. */
export async function signOidcState(payload: OidcStatePayload): Promise<string> {
  const key = await signingKey(true);
  if (!key) throw new Error('no signing key');
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The state's payload when its signature is ours, else undefined (tampered, foreign or from another tab). */
export async function verifyOidcState(
  state: string | null | undefined,
): Promise<OidcStatePayload | undefined> {
  const [body, signature, extra] = (state ?? '').split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const key = await signingKey(false);
  if (!key) return undefined;
  try {
    const valid = await crypto.subtle.verify('HMAC', key, fromBase64Url(signature), encoder.encode(body));
    if (!valid) return undefined;
    const parsed: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(body)));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { redirect, promocode } = parsed as Record<string, unknown>;
    return {
      redirect: typeof redirect === 'string' ? redirect : undefined,
      promocode: typeof promocode === 'string' ? promocode : undefined,
    };
  } catch {
    return undefined;
  }
}

export function readOidcNonce(): string | undefined {
  return storage.get(OIDC_NONCE_KEY);
}

/** The PKCE verifier of this tab's round trip, sent with the code to POST user/openid. */
export function readOidcCodeVerifier(): string | undefined {
  return storage.get(OIDC_VERIFIER_KEY);
}

/** Forgets the nonce, the signing key and the verifier: each round trip is used once. */
export function clearOidcRoundTrip(): void {
  storage.remove(OIDC_NONCE_KEY);
  storage.remove(OIDC_STATE_KEY);
  storage.remove(OIDC_VERIFIER_KEY);
}

export function oidcRedirectUri(
  settings: Pick<OidcSettings, 'redirectUri'>,
  origin = location.origin,
): string {
  return settings.redirectUri || `${origin}/connect`;
}

/**
 * The provider's authorisation address: client id, response type, scope, signed state, nonce, redirect address,
 * language, and the PKCE challenge (S256) of a fresh verifier kept for /connect.
 */
export async function buildOidcAuthorizationUrl(
  settings: OidcSettings,
  options: OidcStatePayload & { locale: string; origin?: string },
): Promise<string> {
  const oauth = await loadClient();
  const url = new URL(settings.authorizationUrl, options.origin ?? location.origin);
  const state = await signOidcState({ redirect: options.redirect, promocode: options.promocode });
  const verifier = oauth.generateRandomCodeVerifier();
  const nonce = oauth.generateRandomNonce();
  storage.set(OIDC_VERIFIER_KEY, verifier);
  storage.set(OIDC_NONCE_KEY, nonce);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('redirect_uri', oidcRedirectUri(settings, options.origin));
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', options.locale);
  return url.toString();
}

/** What the provider's return holds once validated. */
export type OidcReturnCheck =
  | { ok: true; code: string; state: OidcStatePayload }
  | { ok: false; reason: string };

/**
 * Validates the provider's return (`/connect?code=…&state=…[&iss=…]` or `?error=…`): the state must be ours (else
 * "Invalid state"), then the library checks the issuer and turns a provider error into its `error` code.
 */
export async function validateOidcReturn(
  settings: Pick<OidcSettings, 'authorizationUrl' | 'clientId' | 'issuer'>,
  parameters: URLSearchParams,
  origin = location.origin,
): Promise<OidcReturnCheck> {
  const state = await verifyOidcState(parameters.get('state'));
  if (!state) return { ok: false, reason: INVALID_STATE };
  const oauth = await loadClient();
  const issuer = settings.issuer || new URL(settings.authorizationUrl, origin).origin;
  try {
    const valid = oauth.validateAuthResponse(
      { issuer },
      { client_id: settings.clientId },
      parameters,
      oauth.skipStateCheck,
    );
    const code = valid.get('code');
    return code ? { ok: true, code, state } : { ok: false, reason: INVALID_STATE };
  } catch (failure) {
    if (failure instanceof oauth.AuthorizationResponseError) return { ok: false, reason: failure.error };
    return { ok: false, reason: INVALID_STATE };
  }
}

/** The provider's OIDC token, kept for its logout (`id_token_hint`). */
export function storeOidcToken(token: string): void {
  storage.set(OIDC_TOKEN_KEY, token);
}

export function readOidcToken(): string | undefined {
  return storage.get(OIDC_TOKEN_KEY);
}
