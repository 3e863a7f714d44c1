// Who may read and change a lead (issue 42 finding 2): a signed-in customer's lead belongs to that customer; a
// visitor's lead to whoever holds the secret answered when it was made (`lead_token`, sent back in `X-Lead-Token`).
// Its id is random, not the next number. Anyone else gets the answer of a lead that does not exist (404 not_found).
// Anonymous lead writes are throttled per client address, and the identity checks (which tell whether a first name
// matches a tax id, and a tax id's scoring) per tax id and per client address, with the API's login throttle
// (core/throttle.ts): 429 too_many_attempts with Retry-After.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_TOKEN_HEADER as SHARED_LEAD_TOKEN_HEADER } from '@portal/shared/api-types';
import type { LeadLimits } from '../../core/config';
import { loginThrottle, type ThrottleLimits } from '../../core/throttle';

// Fastify reads headers in lower case.
export const LEAD_TOKEN_HEADER = SHARED_LEAD_TOKEN_HEADER.toLowerCase();

/** Lead ids: 12 digits at most (the routes' `numericId`), drawn at random. */
const MIN_ID = 100_000_000_000;
const MAX_ID = 999_999_999_999;

export const randomLeadId = (): number => randomInt(MIN_ID, MAX_ID + 1);

export const newLeadToken = (): string => randomBytes(32).toString('base64url');

export const hashLeadToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface LeadOwnership {
  user_id: number | null;
  token_hash: string | null;
}

/** The request's lead token header, if one was sent. */
function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[LEAD_TOKEN_HEADER];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Whether the request may use the lead: its customer's session, or (a visitor's lead) the lead's token, compared in
 * constant time. A lead made before tokens existed, without a customer, belongs to nobody.
 */
export function mayUseLead(lead: LeadOwnership, request: FastifyRequest): boolean {
  if (lead.user_id !== null) return lead.user_id === request.user?.id;
  const token = tokenOf(request);
  if (!token || !lead.token_hash) return false;
  const given = Buffer.from(hashLeadToken(token), 'hex');
  const kept = Buffer.from(lead.token_hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export interface LeadThrottles {
  /** preValidation of the lead writes: a visitor's write counts against the address, past the limit a 429. */
  anonymousWrite: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts one identity check of `taxId`; past a limit a 429 (before the check answers anything). */
  identityCheck: (taxId: string, address: string) => void;
}

/** Every check counts (they are attempts, not failures): the login throttle's counter fed on each call. */
export function leadThrottles(limits: LeadLimits): LeadThrottles {
  const byAddress: ThrottleLimits = {
    perAccount: limits.writesPerAddress,
    perAddress: limits.writesPerAddress,
    windowSeconds: limits.windowSeconds,
  };
  const writes = loginThrottle(byAddress);
  const checks = loginThrottle({
    perAccount: limits.checksPerTaxId,
    perAddress: limits.checksPerAddress,
    windowSeconds: limits.windowSeconds,
  });
  return {
    async anonymousWrite(request) {
      if (request.user) return;
      // One counter: the address is both keys of the login throttle.
      writes.check(request.ip, request.ip);
      writes.fail(request.ip, request.ip);
    },
    identityCheck(taxId, address) {
      checks.check(taxId, address);
      checks.fail(taxId, address);
    },
  };
}
