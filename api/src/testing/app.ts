// Test helpers: a fresh app on a temporary database file, tokens for the seeded demo users, and answer checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/** POST /auth/get_token with a user and a password: the login form's call. */
export function passwordLogin(
  app: FastifyInstance,
  user: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/auth/get_token', payload: { user, password } });
}

/** A POST whose body claims to be JSON and is sent as written (e.g. cut short, for the parser's refusal). */
export function postRawJson(
  app: FastifyInstance,
  url: string,
  body: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A token that expired a minute ago. */
export async function expiredToken(app: FastifyInstance, username: string): Promise<string> {
  return tokenFor(app, username, { ttlSeconds: -60 });
}

export type Headers = Record<string, string>;

export interface FileApp<K extends string> {
  /** The file's app: usable from its `beforeAll` on (its `app` and `dir` read the live one). */
  t: TestApp;
  /** Bearer headers of each login named, filled in before the file's first test. */
  headers: Record<K, Headers>;
  /** One request to the file's app. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** One GET to the file's app. */
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
}

/**
 * One fresh app for the whole test file (beforeAll … afterAll) and the bearer headers of the seeded logins named, e.g.
 * `const { t, headers: { laura } } = setUpFileApp({ laura: '12345678Z' })`.
 */
export function setUpFileApp<K extends string = never>(
  logins: Record<K, string> = {} as Record<K, string>,
  overrides: Partial<AppConfig> = {},
): FileApp<K> {
  let current: TestApp | undefined;
  const live = (): TestApp => {
    if (!current) throw new Error('the test app is used outside its beforeAll … afterAll');
    return current;
  };
  const t: TestApp = {
    get app() {
      return live().app;
    },
    get dir() {
      return live().dir;
    },
    close: () => live().close(),
  };
  const names = Object.keys(logins) as K[];
  const headers = Object.fromEntries(names.map((name) => [name, {}])) as Record<K, Headers>;
  beforeAll(async () => {
    current = await testApp(overrides);
    for (const name of names) Object.assign(headers[name], bearer(await tokenFor(current.app, logins[name])));
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const call: FileApp<K>['call'] = (method, url, headers = {}, payload) =>
    live().app.inject({ method, url, headers, payload });
  const get: FileApp<K>['get'] = (url, headers = {}) => call('GET', url, headers);
  return { t, headers, call, get };
}
