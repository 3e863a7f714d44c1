// The session token lives in the `token` cookie (Secure on https, SameSite=Lax); its payload carries the user id.
// JWT payloads are read with jwt-decode: every package that reads one (the shell's session, mf-tools' newsletter link)
// calls `decodeJwtPayload`; the HTTP client's early calls (`@portal/shared/http`, which auth imports) read the session
// a token names with jwt-decode itself. Reading is not trusting: the API checks each token's signature.
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

export const TOKEN_COOKIE = 'token';
export const OIDC_TOKEN_KEY = 'portal.oidcToken';

export interface TokenPayload {
  user_id?: string | number;
  sub?: string;
  readonly?: boolean;
  exp?: number;
}

export function readTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function writeTokenCookie(token: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', secure, path: '/' });
}

export function clearTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/**
 * A JWT's payload (base64url, UTF-8 JSON), or undefined when the token is not a JWT (three parts) with an object for
 * payload. The signature is not checked: callers only read which user or subscriber a token names.
 */
export function decodeJwtPayload(token: string | undefined): Record<string, unknown> | undefined {
  if (token?.split('.').length !== 3) return undefined;
  try {
    const payload: unknown = jwtDecode(token);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The session token's payload, or undefined when it is not a readable JWT. */
export function decodeToken(token: string | undefined): TokenPayload | undefined {
  return decodeJwtPayload(token) as TokenPayload | undefined;
}

export function userIdOf(token: string | undefined): string | undefined {
  const payload = decodeToken(token);
  const id = payload?.user_id ?? payload?.sub;
  return id === undefined ? undefined : String(id);
}

export function isReadOnlyToken(token: string | undefined): boolean {
  return decodeToken(token)?.readonly === true;
}
