// The device cookie (issue 42 finding 6): after a successful sign-in the browser keeps an HttpOnly cookie, scoped to
// the auth path, that says "this device signed in to this account before", so that strangers' failures never lock
// the customer's own device out (core/throttle.ts). It is not a credential: it only chooses which failure count a
// login attempt belongs to, and it names no account (each entry is an HMAC of the account with the session key).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountName } from './throttle';

export const DEVICE_COOKIE = 'portal_device';
/** How long a device stays known after its last successful sign-in. */
export const DEVICE_DAYS = 180;
/** Accounts one browser is remembered for (a household's, a manager's): the most recent ones. */
const ENTRIES = 5;
const ENTRY = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

function mac(secret: string, account: string, issuedAt: string): string {
  return createHmac('sha256', secret)
    .update(`device|${accountName(account)}|${issuedAt}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The value of one cookie of the request's Cookie header, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function entriesOf(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('~')
    .filter((entry) => ENTRY.test(entry))
    .slice(-ENTRIES);
}

function validFor(secret: string, account: string, entry: string, now: number): boolean {
  const [, issuedAt = '', sent = ''] = ENTRY.exec(entry) ?? [];
  const issued = parseInt(issuedAt, 36);
  if (!Number.isFinite(issued) || now - issued > DEVICE_DAYS * 86_400_000 || issued > now + 60_000)
    return false;
  const expected = Buffer.from(mac(secret, account, issuedAt));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The device id (its entry) when the request's device cookie says it signed in to `account` before. */
export function knownDevice(
  request: FastifyRequest,
  secret: string,
  account: string,
  now = Date.now(),
): string | undefined {
  return entriesOf(cookieOf(request, DEVICE_COOKIE)).find((entry) => validFor(secret, account, entry, now));
}

/**
 * Sets the device cookie after a successful sign-in to `account`: a fresh entry for it, the device's other accounts
 * kept (their entries cannot be read, only checked, so the most recent `ENTRIES - 1` that are not this account's).
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  account: string,
  now = Date.now(),
): void {
  const issuedAt = now.toString(36);
  const others = entriesOf(cookieOf(request, DEVICE_COOKIE)).filter(
    (entry) => !validFor(secret, account, entry, now),
  );
  const value = [...others.slice(-(ENTRIES - 1)), `${issuedAt}.${mac(secret, account, issuedAt)}`].join('~');
  const path = request.server.config.authPath;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  );
}
