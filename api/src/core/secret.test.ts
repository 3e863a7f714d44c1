// Issue 15 finding 1: a fresh installation must not sign sessions with a key written in the source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { buildApp } from '../app';
import { bearer } from '../testing/app';
import { configFromEnv } from './config';
import { installationSecret, secretFileFor } from './secret';

/** The key the source used to default to: anyone could mint a session with it. */
const FORMER_DEFAULT = 'reference-api-development-secret-change-me';

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('JWT secret of an installation', () => {
  it('is generated per installation, kept next to the database with mode 0600, and reused on restart', () => {
    const dbA = path.join(freshDir(), 'portal.sqlite');
    const dbB = path.join(freshDir(), 'portal.sqlite');
    const a = installationSecret(dbA);
    const b = installationSecret(dbB);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    const file = secretFileFor(dbA) ?? '';
    expect(path.dirname(file)).toBe(path.dirname(dbA));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(installationSecret(dbA)).toBe(a);
  });

  it('restores the owner-only mode of a copied key file', () => {
    const db = path.join(freshDir(), 'portal.sqlite');
    const secret = installationSecret(db);
    const file = secretFileFor(db) ?? '';
    fs.chmodSync(file, 0o644);
    expect(installationSecret(db)).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is not configured from the source: the environment sets it, else the installation generates one', () => {
    const root = freshDir();
    expect(configFromEnv(root, {}).jwtSecret).toBe('');
    expect(configFromEnv(root, { JWT_SECRET: 'a-configured-production-secret-0123456789' }).jwtSecret).toBe(
      'a-configured-production-secret-0123456789',
    );
  });

  it('refuses a session minted with the former default key on a fresh installation', async () => {
    const dir = freshDir();
    const app = await buildApp({ dbPath: path.join(dir, 'portal.sqlite'), logger: false });
    try {
      expect(app.config.jwtSecret).not.toBe(FORMER_DEFAULT);
      expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
      const forged = await new SignJWT({ user_id: 1 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(FORMER_DEFAULT));
      const res = await app.inject({ method: 'GET', url: '/api/v2/users', headers: bearer(forged) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token' });
    } finally {
      await app.close();
    }
  });

  it('uses the configured key when one is given', async () => {
    const dir = freshDir();
    const app = await buildApp({
      dbPath: path.join(dir, 'portal.sqlite'),
      logger: false,
      jwtSecret: 'a-configured-production-secret-0123456789',
    });
    try {
      expect(app.config.jwtSecret).toBe('a-configured-production-secret-0123456789');
      expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
