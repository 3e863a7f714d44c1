// Login throttling (issue 15 finding 5): failed attempts are counted per account and per client address in a sliding
// window; past the limit the call answers 429 `too_many_attempts` with Retry-After, without checking the password.
// In memory, per API process (a deployment with several instances puts a shared limiter in front).
import { ApiError } from './errors';

export interface ThrottleLimits {
  /** Failed attempts on one account within the window. */
  perAccount: number;
  /** Failed attempts from one client address within the window (any accounts). */
  perAddress: number;
  windowSeconds: number;
}

export interface LoginThrottle {
  /** Throws 429 when the account or the address is over its limit. */
  check(account: string, address: string): void;
  fail(account: string, address: string): void;
  /** A correct password clears the account's failures (the address keeps its count). */
  succeed(account: string): void;
}

const MAX_KEYS = 100_000;

export function loginThrottle(limits: ThrottleLimits, now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const refuse = (list: number[]): never => {
    const retryAfter = Math.max(1, Math.ceil(((list[0] ?? now()) + windowMs - now()) / 1000));
    throw new ApiError(429, 'too_many_attempts', { retry_after_seconds: retryAfter });
  };
  const accountKey = (account: string) => `account:${account.trim().toUpperCase()}`;
  const addressKey = (address: string) => `address:${address}`;
  return {
    check(account, address) {
      const byAccount = recent(accountKey(account));
      if (byAccount.length >= limits.perAccount) refuse(byAccount);
      const byAddress = recent(addressKey(address));
      if (byAddress.length >= limits.perAddress) refuse(byAddress);
    },
    fail(account, address) {
      if (failures.size >= MAX_KEYS) failures.clear();
      for (const key of [accountKey(account), addressKey(address)])
        failures.set(key, [...recent(key), now()]);
    },
    succeed(account) {
      failures.delete(accountKey(account));
    },
  };
}
