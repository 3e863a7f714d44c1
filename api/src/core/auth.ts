// JWT sessions (HS256 with jose): the payload carries `user_id`, the session (`sid`, `epoch`, `auth_time`) and, for
// impersonation, `readonly: true`. A token stands while its user exists, its session is not revoked (logout) and the
// user's epoch has not moved on (password change).
// `requireUser` answers 401 `token_expired` / `invalid_token` and refuses every mutation of a read-only token (403).
import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface SessionUser {
  id: number;
  readonly: boolean;
  /** The session a token belongs to: a login and every token refreshed from it share it (logout revokes it). */
  sid: string;
  /** The user's session epoch when the token was issued: a password change moves the epoch on. */
  epoch: number;
  /** When the session began (seconds), carried through refreshes: the chain ends `sessionMaxSeconds` after it. */
  authTime: number;
}

/** Where sessions are revoked (core/sessions.ts, on the database). */
export interface SessionStore {
  /** The user's current session epoch; undefined for a user that does not exist. */
  epochOf(userId: number): number | undefined;
  isRevoked(sid: string): boolean;
}

export interface TokenOptions {
  readonly?: boolean;
  ttlSeconds?: number;
  /** Refresh: the new token continues this session (same sid and start, so the same cap and revocation). */
  continues?: SessionUser;
}

export interface TokenService {
  sign(userId: number, options?: TokenOptions): Promise<string>;
  verify(token: string): Promise<SessionUser>;
  /** Seconds a session chain may last from its login, refreshes included. */
  readonly maxSessionSeconds: number;
}

/** Verified tokens, so a session's later calls skip the HMAC; expiry and revocation are still checked on every hit. */
const VERIFIED_MAX = 10_000;

export function tokenService(
  secret: string,
  defaultTtlSeconds: number,
  store: SessionStore,
  maxSessionSeconds: number,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionUser & { exp: number }>();
  const live = (session: SessionUser): SessionUser => {
    if (store.epochOf(session.id) !== session.epoch || store.isRevoked(session.sid))
      throw new ApiError(401, 'invalid_token');
    return session;
  };
  return {
    maxSessionSeconds,
    async sign(userId, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const authTime = options.continues?.authTime ?? now;
      const payload: Record<string, unknown> = {
        user_id: userId,
        sid: options.continues?.sid ?? randomUUID(),
        epoch: store.epochOf(userId) ?? 0,
        auth_time: authTime,
      };
      if (options.readonly) payload.readonly = true;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(
          Math.min(now + (options.ttlSeconds ?? defaultTtlSeconds), authTime + maxSessionSeconds),
        )
        .sign(key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp <= Date.now() / 1000) {
          verified.delete(token);
          throw new ApiError(401, 'token_expired');
        }
        const { exp: _exp, ...session } = hit;
        return live(session);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.user_id);
        if (!Number.isInteger(id) || id <= 0 || typeof payload.sid !== 'string')
          throw new ApiError(401, 'invalid_token');
        const session = live({
          id,
          readonly: payload.readonly === true,
          sid: payload.sid,
          epoch: Number(payload.epoch ?? 0),
          authTime: Number(payload.auth_time ?? payload.iat ?? 0),
        });
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { ...session, exp: payload.exp ?? 0 });
        return session;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new ApiError(401, 'token_expired');
        if (error instanceof ApiError) throw error;
        throw new ApiError(401, 'invalid_token');
      }
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** preValidation: a valid session (read-only or not), for calls that change nothing of the customer (refresh). */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'token_missing');
  request.user = await request.server.tokens.verify(token);
}

/** preValidation (authentication before the body's validation): a valid session is required; a read-only session may only read. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSession(request, reply);
  if (request.user?.readonly && !SAFE_METHODS.has(request.method)) throw new ApiError(403, 'read_only_token');
}

/** preValidation for mutations reachable by other means than requireUser (kept explicit for readers). */
export async function requireWritable(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.user?.readonly) throw new ApiError(403, 'read_only_token');
}

/** The signed-in user; only inside routes guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401, 'token_missing');
  return request.user;
}
