// The session token lives in the `token` cookie (Secure on https, SameSite=Lax); its payload carries the user id.
import Cookies from 'js-cookie';

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

function base64UrlDecode(part: string): string {
  const padded = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's payload, or undefined when it is not a readable JWT. */
export function decodeToken(token: string | undefined): TokenPayload | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(part));
    return typeof payload === 'object' && payload !== null ? (payload as TokenPayload) : undefined;
  } catch {
    return undefined;
  }
}

export function userIdOf(token: string | undefined): string | undefined {
  const payload = decodeToken(token);
  const id = payload?.user_id ?? payload?.sub;
  return id === undefined ? undefined : String(id);
}

export function isReadOnlyToken(token: string | undefined): boolean {
  return decodeToken(token)?.readonly === true;
}
