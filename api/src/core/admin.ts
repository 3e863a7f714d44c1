// Guard of the admin endpoints (/__admin__/...): the X-Admin-Key header must equal ADMIN_KEY; without ADMIN_KEY the
// endpoints do not exist (404). Issue 42 finding 12: the key is compared in constant time (SHA-256 digests of both,
// so neither the content nor the length shows in the time), and wrong keys are throttled per client address with the
// login's limits (429 `too_many_attempts`), apart from the logins (a guessing address never locks a customer out).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { type LoginThrottle, loginThrottle } from './throttle';

const throttles = new WeakMap<FastifyInstance, LoginThrottle>();

function throttleOf(app: FastifyInstance): LoginThrottle {
  let throttle = throttles.get(app);
  if (!throttle) {
    throttle = loginThrottle(app.config.loginAttempts);
    throttles.set(app, throttle);
  }
  return throttle;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is `key`, in a time that depends on neither. */
export function sameKey(given: string, key: string): boolean {
  return timingSafeEqual(digest(given), digest(key));
}

export function checkAdminKey(request: FastifyRequest): void {
  const key = request.server.config.adminKey;
  if (!key) throw new ApiError(404, 'not_found');
  const throttle = throttleOf(request.server);
  // Keyed by the address only: anyone may fail, so a per-key count would let them lock the administrator out.
  const account = `admin:${request.ip}`;
  throttle.check(account, request.ip);
  const given = request.headers['x-admin-key'];
  if (typeof given !== 'string' || !sameKey(given, key)) {
    throttle.fail(account, request.ip);
    throw new ApiError(403, 'invalid_admin_key');
  }
}
