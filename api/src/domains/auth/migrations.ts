import type { Migration } from '../../core/db';

export const authMigrations: Migration[] = [
  {
    id: 'auth-001',
    sql: `CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT,
      vat TEXT,
      customer_type TEXT NOT NULL DEFAULT 'person',
      name TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      newsletter_url TEXT NOT NULL DEFAULT '',
      oidc_sub TEXT UNIQUE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE api_clients (
      client_id TEXT PRIMARY KEY,
      secret_hash TEXT NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id)
    );
    CREATE TABLE password_requests (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      user_id INTEGER REFERENCES users(id),
      email TEXT NOT NULL,
      created_at TEXT NOT NULL
    );`,
  },
  {
    // Issue 15 finding 7: sessions are revoked on logout (by session) and on a password change (by epoch).
    id: 'auth-002',
    sql: `ALTER TABLE users ADD COLUMN session_epoch INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE revoked_sessions (sid TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);`,
  },
];
