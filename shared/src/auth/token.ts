// The session token lives in the `token` cookie (Secure on https, SameSite=Lax); its payload carries the user id.
// Its readers (`decodeJwtPayload`, `decodeToken`, `userIdOf`, `isReadOnlyToken`) live in the HTTP client, whose early
// calls read the session a token names and which this module imports; they are offered here, where a package looks
// for them.
import Cookies from 'js-cookie';
export {
  decodeJwtPayload,
  decodeToken,
  isReadOnlyToken,
  type TokenPayload,
  userIdOf,
} from '@portal/shared/http';

export const TOKEN_COOKIE = 'token';
export const OIDC_TOKEN_KEY = 'portal.oidcToken';

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
