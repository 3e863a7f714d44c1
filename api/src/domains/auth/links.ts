// Single-use links sent by mail (issue 42): a random token goes in the link, only its SHA-256 hash is stored, so the
// database alone opens nothing. Each link expires after `confirmationTtlSeconds` and is marked used when followed.
import { createHash, randomBytes } from 'node:crypto';

export interface LinkToken {
  token: string;
  hash: string;
}

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
