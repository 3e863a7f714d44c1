// OpenID Connect helpers for the auth remote (login, /connect) and the shell (private-route redirect, logout): the
// authorization address, a state signed with HMAC-SHA256 (Web Crypto) and a nonce, both kept in sessionStorage.
import { safeSessionStorage as storage } from './storage';
import { OIDC_TOKEN_KEY } from './token';

export const OIDC_NONCE_KEY = 'portal.oidcNonce';
export const OIDC_STATE_KEY = 'portal.oidcStateKey';
export const INVALID_STATE = 'Invalid state';
export const NONCE_NOT_PRESENT = 'Nonce not present';

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
}

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

function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The signing key of this tab's OIDC round trip, created on first use. */
async function signingKey(create: boolean): Promise<CryptoKey | undefined> {
  let raw = storage.get(OIDC_STATE_KEY);
  if (!raw) {
    if (!create) return undefined;
    raw = randomToken(32);
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

/** A fresh nonce, stored for /connect to send back. */
export function createOidcNonce(): string {
  const nonce = randomToken(24);
  storage.set(OIDC_NONCE_KEY, nonce);
  return nonce;
}

export function readOidcNonce(): string | undefined {
  return storage.get(OIDC_NONCE_KEY);
}

/** Forgets the nonce and the signing key: each round trip is used once. */
export function clearOidcRoundTrip(): void {
  storage.remove(OIDC_NONCE_KEY);
  storage.remove(OIDC_STATE_KEY);
}

export function oidcRedirectUri(
  settings: Pick<OidcSettings, 'redirectUri'>,
  origin = location.origin,
): string {
  return settings.redirectUri || `${origin}/connect`;
}

/** The provider's authorization address with client id, response type, scope, signed state, nonce and language. */
export async function buildOidcAuthorizationUrl(
  settings: OidcSettings,
  options: OidcStatePayload & { locale: string; origin?: string },
): Promise<string> {
  const url = new URL(settings.authorizationUrl, options.origin ?? location.origin);
  const state = await signOidcState({ redirect: options.redirect, promocode: options.promocode });
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('redirect_uri', oidcRedirectUri(settings, options.origin));
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', createOidcNonce());
  url.searchParams.set('ui_locales', options.locale);
  return url.toString();
}

/** The provider's OIDC token, kept for its logout (`id_token_hint`). */
export function storeOidcToken(token: string): void {
  storage.set(OIDC_TOKEN_KEY, token);
}

export function readOidcToken(): string | undefined {
  return storage.get(OIDC_TOKEN_KEY);
}
