// Request helpers of the visitor calls: an optional session (public calls that also serve signed-in customers) and
// the language of lookups (core/lang.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../core/auth';
import { ApiError, ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';

/**
 * preValidation of public calls: no token is a visitor; a token must be valid (401 token_expired / invalid_token, so the
 * portal's session-expired dialog still opens) and a read-only token may not send anything (403).
 */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  request.user = await request.server.tokens.verify(token);
  if (request.user.readonly && request.method !== 'GET') throw new ApiError(403, 'read_only_token');
}

// The request's language lives in the core (core/lang.ts), beside the naming of stored Spanish data in it.
export { LANGS, type Lang, langOf } from '../../core/lang';

/** A positive integer from a path or query value, or a 400 on `field`. */
export function positiveInt(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new ValidationError({ [field]: MESSAGES.invalid });
  return n;
}

/** A non-negative decimal from a query value (comma accepted), undefined when absent, or a 400 on `field`. */
export function optionalNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n =
    typeof value === 'string' && /^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(n)) throw new ValidationError({ [field]: MESSAGES.invalid });
  return n;
}
