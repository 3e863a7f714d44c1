import type { Migration } from '../../core/db';

export const toolsMigrations: Migration[] = [
  {
    id: 'tools-001',
    sql: `CREATE TABLE tool_leads (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('power', 'compare', 'gas_compare', 'invoice', 'gas_invoice', 'confirm', 'gas_confirm')),
      user_id INTEGER REFERENCES users(id),
      cups TEXT,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE newsletters (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      exported INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE subscribers (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL);
    CREATE TABLE subscriber_emails (
      subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      position INTEGER NOT NULL,
      PRIMARY KEY (subscriber_id, email)
    );
    CREATE TABLE subscriptions (
      subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
      newsletter_id INTEGER NOT NULL REFERENCES newsletters(id),
      PRIMARY KEY (subscriber_id, newsletter_id)
    );
    CREATE TABLE omip_products (id TEXT PRIMARY KEY, name TEXT NOT NULL, last_price REAL NOT NULL, position INTEGER NOT NULL);
    CREATE TABLE omip_alerts (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      product TEXT NOT NULL REFERENCES omip_products(id),
      type TEXT NOT NULL CHECK (type IN ('<', '>', '==')),
      price REAL NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX omip_alerts_user ON omip_alerts(user_id);`,
  },
  {
    // Issue 42: a new address of a newsletter subscriber waits for its own confirmation (the link mailed to it).
    id: 'tools-002',
    sql: `CREATE TABLE subscriber_email_requests (
      id TEXT PRIMARY KEY,
      subscriber_id INTEGER NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
      email TEXT NOT NULL COLLATE NOCASE,
      emails TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );`,
  },
];
