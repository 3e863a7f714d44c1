import type { Migration } from '../../core/db';

export const contractingMigrations: Migration[] = [
  {
    id: 'contracting-001',
    sql: `CREATE TABLE access_tariffs (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      name TEXT NOT NULL,
      min_power REAL NOT NULL DEFAULT 0,
      max_power REAL
    );
    CREATE TABLE products (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      name TEXT NOT NULL,
      ov_link TEXT NOT NULL,
      selfcons INTEGER NOT NULL DEFAULT 0,
      promo_code TEXT,
      -- JSON: {"P1": 0.1, ...} power €/kW/day (electricity) or fixed €/day (gas)
      power_prices TEXT NOT NULL,
      -- JSON: {"P1": 0.15, ...} €/kWh
      energy_prices TEXT NOT NULL
    );
    CREATE TABLE product_tariffs (
      product_id INTEGER NOT NULL REFERENCES products(id),
      tariff_id INTEGER NOT NULL REFERENCES access_tariffs(id),
      PRIMARY KEY (product_id, tariff_id)
    );
    CREATE TABLE product_texts (
      product_id INTEGER NOT NULL REFERENCES products(id),
      lang TEXT NOT NULL,
      description TEXT NOT NULL,
      PRIMARY KEY (product_id, lang)
    );
    CREATE TABLE cnaes (id INTEGER PRIMARY KEY, name TEXT NOT NULL, descripcio TEXT NOT NULL);
    CREATE TABLE retailers (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas', 'both')),
      name TEXT NOT NULL
    );
    CREATE TABLE coupons (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      campaign_url TEXT,
      valid_until TEXT NOT NULL,
      -- NULL: every signed-in customer sees it in user/coupons; else only that user.
      user_id INTEGER REFERENCES users(id)
    );
    CREATE TABLE cups_registry (
      cups TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      available INTEGER NOT NULL,
      reason TEXT,
      access_tariff TEXT NOT NULL,
      powers TEXT NOT NULL,
      selfcons INTEGER NOT NULL DEFAULT 0,
      selfcons_code TEXT NOT NULL DEFAULT '00',
      zipcode TEXT NOT NULL
    );
    CREATE TABLE identity_checks (
      vat TEXT PRIMARY KEY,
      registered_name TEXT,
      scoring_ok INTEGER NOT NULL
    );
    CREATE TABLE leads (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      user_id INTEGER REFERENCES users(id),
      step INTEGER NOT NULL,
      data TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'draft',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );`,
  },
  {
    // Issue 42 finding 2: a lead belongs to the one who made it. Its id is random (lead-access.ts), a visitor's lead
    // keeps the hash of the secret answered on creation, and each stored field remembers the step that stored it
    // (lead-merge.ts: a later step never erases what an earlier one stored).
    id: 'contracting-002',
    sql: `ALTER TABLE leads ADD COLUMN token_hash TEXT;
    ALTER TABLE leads ADD COLUMN field_steps TEXT NOT NULL DEFAULT '{}';`,
  },
  {
    // A coupon speaks the customer's language (visitor-features §7: "GET /user/coupons with lang"); `coupons` keeps
    // the Spanish text, the one given for a language without its own.
    id: 'contracting-003',
    sql: `CREATE TABLE coupon_texts (
      coupon_id INTEGER NOT NULL REFERENCES coupons(id),
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      PRIMARY KEY (coupon_id, lang)
    );`,
  },
];
