// Password hashing with scrypt (node:crypto): `scrypt$<salt hex>$<hash hex>`. Requests hash on libuv's thread pool
// (verifyPassword, hashPasswordAsync), never on the event loop; the synchronous hash is for the seed only.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Synchronous: for seeding a database only (it blocks the event loop). */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scryptAsync(password, salt, KEY_LENGTH)).toString('hex')}`;
}

/** Verified when there is no account or no password, so an unknown user costs the same time as a known one. */
const DUMMY_HASH = hashPassword('no account has this password', Buffer.alloc(16, 7));

function parse(stored: string | null | undefined): { salt: Buffer; hash: Buffer } | undefined {
  const [scheme, saltHex, hashHex] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return undefined;
  return { salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') };
}

/** Always runs one scrypt, with or without a stored hash: the answer time does not tell whether the account exists. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  const { salt, hash } = parsed ??
    parse(DUMMY_HASH) ?? { salt: Buffer.alloc(16), hash: Buffer.alloc(KEY_LENGTH) };
  const actual = await scryptAsync(password, salt, hash.length || KEY_LENGTH);
  return parsed !== undefined && hash.length === actual.length && timingSafeEqual(hash, actual);
}

/** The spec's rule, the same function as the portal's checklist (@portal/shared/validation, issue 15 finding 10). */
export { PASSWORD_MIN_LENGTH, isStrongPassword, passwordLength } from '@portal/shared/validation/rules';
