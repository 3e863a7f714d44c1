// Test helpers: a fresh app on a temporary database file, tokens for the seeded demo users, and answer checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../core/config';
import type { TokenOptions } from '../core/auth';

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  close(): Promise<void>;
}

let template: string | undefined;

/** Migrating and seeding takes seconds: jest's global setup does it once per run (PORTAL_API_TEMPLATE_DB), else once
 * per test file; each app copies the file. */
async function seededTemplate(): Promise<string> {
  const shared = process.env.PORTAL_API_TEMPLATE_DB;
  if (shared && fs.existsSync(shared)) return shared;
  if (template && fs.existsSync(template)) return template;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
  const file = path.join(dir, 'template.sqlite');
  const app = await buildApp({ dbPath: file, logger: false });
  await app.close();
  template = file;
  return file;
}

export async function testApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const dbPath = path.join(dir, 'test.sqlite');
  fs.copyFileSync(await seededTemplate(), dbPath);
  const app = await buildApp({ dbPath, logger: false, ...overrides });
  return {
    app,
    dir,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The user id of a seeded login (tax id). */
export function userIdOf(app: FastifyInstance, username: string): number {
  const id = app.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username);
  if (typeof id !== 'number') throw new Error(`no seeded user ${username}`);
  return id;
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  options: TokenOptions = {},
): Promise<string> {
  return app.tokens.sign(userIdOf(app, username), options);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A token that expired a minute ago. */
export async function expiredToken(app: FastifyInstance, username: string): Promise<string> {
  return tokenFor(app, username, { ttlSeconds: -60 });
}
