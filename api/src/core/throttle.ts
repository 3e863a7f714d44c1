// Throttles of the API, in memory, per API process (a deployment with several instances puts a shared limiter in
// front). Past a limit a call answers 429 `too_many_attempts` with Retry-After.
//
// Logins (issue 15 finding 5, issue 42 finding 6): failed attempts are counted per account and per client address in
// a sliding window, and a stranger can no longer lock a customer out. An attempt from a device or an address the
// account signed in from before (a known context: the device cookie of core/device.ts, or an address of an earlier
// success) has its own count, which strangers' failures do not touch: a stranger's failures slow strangers down
// (per account and per address), and the customer's right password from a known device or address still signs in.
//
// Anonymous writes (issue 42 finding 11): password recovery, password reset and unsigned cases are counted per client
// address, every request (`writeThrottle`).
//
// The client address is `request.ip`: the socket's, or the one the portal's own proxy forwards (`X-Forwarded-For`
// only from the addresses in `trustProxy`, app.ts), never a claim of the client's.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface ThrottleLimits {
  /** Failed attempts on one account within the window (strangers together; each known context apart). */
  perAccount: number;
  /** Failed attempts from one client address within the window (any accounts). */
  perAddress: number;
  windowSeconds: number;
}

export interface LoginThrottle {
  /**
   * Throws 429 when the attempt's count is over its limit. `device`: the account's device id from a valid device
   * cookie (core/device.ts), when the request carries one.
   */
  check(account: string, address: string, device?: string): void;
  fail(account: string, address: string, device?: string): void;
  /** A correct password clears the account's failures and makes the address a known one for the account. */
  succeed(account: string, address?: string, device?: string): void;
}

const MAX_KEYS = 100_000;
/** How long an address stays known to an account after its last successful sign-in from it. */
export const KNOWN_ADDRESS_DAYS = 90;
/** The most known addresses kept per account (the most recent). */
const KNOWN_ADDRESSES_PER_ACCOUNT = 20;

/** Timestamps per key within a sliding window, and the 429 of a key over its limit. */
function slidingWindow(windowSeconds: number, now: () => number) {
  const hits = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const list = (hits.get(key) ?? []).filter((at) => at > since);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };
  return {
    recent,
    add(key: string): void {
      if (hits.size >= MAX_KEYS) hits.clear();
      hits.set(key, [...recent(key), now()]);
    },
    clear(key: string): void {
      hits.delete(key);
    },
    /** Throws 429 when `key` has `limit` hits or more in the window. */
    limit(key: string, limit: number): void {
      const list = recent(key);
      if (list.length < limit) return;
      const retryAfter = Math.max(1, Math.ceil(((list[0] ?? now()) + windowMs - now()) / 1000));
      throw new ApiError(429, 'too_many_attempts', { retry_after_seconds: retryAfter });
    },
  };
}

/** The account as the login reads it (`12345678z ` is `12345678Z`). */
export function accountName(account: string): string {
  return account.trim().toUpperCase();
}

export function loginThrottle(limits: ThrottleLimits, now: () => number = Date.now): LoginThrottle {
  const failures = slidingWindow(limits.windowSeconds, now);
  /** account → address → last successful sign-in from it. */
  const knownAddresses = new Map<string, Map<string, number>>();
  const knownMs = KNOWN_ADDRESS_DAYS * 86_400_000;

  const isKnownAddress = (account: string, address: string): boolean => {
    const at = knownAddresses.get(account)?.get(address);
    return at !== undefined && now() - at < knownMs;
  };
  /** The count an attempt belongs to: its known context's own, or the strangers' of the account. */
  const accountKey = (account: string, address: string, device: string | undefined): string => {
    const name = accountName(account);
    if (device) return `known:${name}:device:${device}`;
    if (isKnownAddress(name, address)) return `known:${name}:address:${address}`;
    return `account:${name}`;
  };
  const addressKey = (address: string) => `address:${address}`;
  const remember = (account: string, address: string): void => {
    const list = knownAddresses.get(account) ?? new Map<string, number>();
    list.delete(address);
    list.set(address, now());
    while (list.size > KNOWN_ADDRESSES_PER_ACCOUNT) list.delete(list.keys().next().value ?? address);
    if (!knownAddresses.has(account) && knownAddresses.size >= MAX_KEYS) knownAddresses.clear();
    knownAddresses.set(account, list);
  };

  return {
    check(account, address, device) {
      const key = accountKey(account, address, device);
      failures.limit(key, limits.perAccount);
      // One address trying many accounts is a stranger's pattern: the address limit does not hold back a known
      // context (its own count above does).
      if (key.startsWith('account:')) failures.limit(addressKey(address), limits.perAddress);
    },
    fail(account, address, device) {
      failures.add(accountKey(account, address, device));
      failures.add(addressKey(address));
    },
    succeed(account, address, device) {
      const name = accountName(account);
      failures.clear(`account:${name}`);
      if (address !== undefined) {
        failures.clear(accountKey(name, address, device));
        remember(name, address);
      }
    },
  };
}

export interface WriteLimits {
  /** Requests of one kind from one client address within the window. */
  perAddress: number;
  windowSeconds: number;
}

export interface WriteThrottle {
  /** Counts one request of `scope` (password recovery, reset, unsigned case) from `address`; 429 past the limit. */
  hit(scope: string, address: string): void;
}

export function writeThrottle(limits: WriteLimits, now: () => number = Date.now): WriteThrottle {
  const requests = slidingWindow(limits.windowSeconds, now);
  return {
    hit(scope, address) {
      const key = `${scope}:${address}`;
      requests.limit(key, limits.perAddress);
      requests.add(key);
    },
  };
}

/**
 * The `onRequest` hook of an anonymous write: counts the request against its client address before its body is read
 * (an unsigned case's six files are not even received past the limit).
 */
export function throttledWrite(scope: string) {
  return async (request: FastifyRequest): Promise<void> => {
    request.server.anonymousWrites.hit(scope, request.ip);
  };
}
