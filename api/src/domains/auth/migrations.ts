import type { Migration } from '../../core/db';
import { DEMO_USERS } from './seed';

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
  {
    // Issue 42 findings 1 and 4: an e-mail is trusted (newsletter access) only once its owner has followed a link
    // sent to it; an e-mail change waits for that link, and an activation is used once. Links are stored as SHA-256
    // hashes of their random tokens. The demo customers' seeded addresses are theirs (verified); any other address
    // an earlier version accepted without a check is not.
    id: 'auth-003',
    sql: `ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
    UPDATE users SET email_verified = 1 WHERE (username, email) IN (${DEMO_USERS.map(
      (user) => `('${user.username}', '${user.email}')`,
    ).join(', ')});
    CREATE TABLE email_changes (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at TEXT
    );
    CREATE INDEX email_changes_user ON email_changes(user_id);
    CREATE TABLE activations (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      mobile TEXT,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at TEXT
    );
    CREATE INDEX activations_user ON activations(user_id);`,
  },
];
