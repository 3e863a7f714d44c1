// The HS256 key of the session tokens when none is configured (JWT_SECRET): generated once per installation and kept
// next to the database, readable only by its owner. A throwaway database (`:memory:`) gets a throwaway key.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE_NAME = 'jwt-secret';

/** The OpenID Connect provider's cookie key (issue 42 finding 12: never the session key). */
export const OIDC_COOKIE_SECRET_FILE_NAME = 'oidc-cookie-secret';

/** Where the generated key of the database `dbPath` lives (undefined for `:memory:`). */
export function secretFileFor(dbPath: string, fileName: string = SECRET_FILE_NAME): string | undefined {
  return dbPath === ':memory:' ? undefined : path.join(path.dirname(dbPath), fileName);
}

function freshSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** The installation's key: read from its file, or created (mode 0600) on first start. */
export function installationSecret(dbPath: string, fileName: string = SECRET_FILE_NAME): string {
  const file = secretFileFor(dbPath, fileName);
  if (!file) return freshSecret();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: never overwrite a key another process created in between (tokens it signed would stop working).
    fs.writeFileSync(file, `${freshSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copied or restored file may have lost its mode: keep it owner-only.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a key shorter than 32 characters: delete it or fix it`);
  return secret;
}
