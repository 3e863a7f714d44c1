// JWT sessions (HS256 with jose): the payload carries `user_id` and, for impersonation, `readonly: true`.
// `requireUser` answers 401 `token_expired` / `invalid_token` and refuses every mutation of a read-only token (403).
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface SessionUser {
  id: number;
  readonly: boolean;
  /** When the token was issued (seconds): a session issued before its user's revocation is over. */
  issuedAt: number;
}

/** Whether a verified session still stands: its user exists and has not revoked it since (core/sessions.ts). */
export type SessionCheck = (session: SessionUser) => boolean;

export interface TokenOptions {
  readonly?: boolean;
  ttlSeconds?: number;
}

export interface TokenService {
  sign(userId: number, options?: TokenOptions): Promise<string>;
  verify(token: string): Promise<SessionUser>;
}

/** Verified tokens, so a session's later calls skip the HMAC; the expiry is still checked on every hit. */
const VERIFIED_MAX = 10_000;

export function tokenService(
  secret: string,
  defaultTtlSeconds: number,
  isLive: SessionCheck = () => true,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionUser & { exp: number }>();
  return {
    async sign(userId, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = { user_id: userId };
      if (options.readonly) payload.readonly = true;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + (options.ttlSeconds ?? defaultTtlSeconds))
        .sign(key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp <= Date.now() / 1000) {
          verified.delete(token);
          throw new ApiError(401, 'token_expired');
        }
        const session = { id: hit.id, readonly: hit.readonly, issuedAt: hit.issuedAt };
        if (!isLive(session)) throw new ApiError(401, 'invalid_token');
        return session;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.user_id);
        if (!Number.isInteger(id) || id <= 0) throw new ApiError(401, 'invalid_token');
        const session = { id, readonly: payload.readonly === true, issuedAt: payload.iat ?? 0 };
        if (!isLive(session)) throw new ApiError(401, 'invalid_token');
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

/** preHandler: a valid session (read-only or not), for calls that change nothing of the customer (refresh). */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'token_missing');
  request.user = await request.server.tokens.verify(token);
}

/** preHandler: a valid session is required; a read-only session may only read. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireSession(request, reply);
  if (request.user?.readonly && !SAFE_METHODS.has(request.method)) throw new ApiError(403, 'read_only_token');
}

/** preHandler for mutations reachable by other means than requireUser (kept explicit for readers). */
export async function requireWritable(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.user?.readonly) throw new ApiError(403, 'read_only_token');
}

/** The signed-in user; only inside routes guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401, 'token_missing');
  return request.user;
}
