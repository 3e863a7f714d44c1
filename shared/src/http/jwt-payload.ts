// What a session token (a JWT) says of its session: its user and whether it is read-only. Read with jwt-decode, here in
// the HTTP client because both the client's early calls and `@portal/shared/auth` (which imports the client) need it;
// auth re-exports these, and new code imports them from there. Reading is not trusting: the API checks each token's
// signature.
import { jwtDecode } from 'jwt-decode';

export interface TokenPayload {
  user_id?: string | number;
  sub?: string;
  readonly?: boolean;
  exp?: number;
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
