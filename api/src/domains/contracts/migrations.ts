import { versionCounter } from '../../core/answer-cache';
import type { Migration } from '../../core/db';

export const contractsMigrations: Migration[] = [
  {
    id: 'contracts-001',
    sql: `CREATE TABLE addresses (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      name TEXT NOT NULL,
      zipcode TEXT NOT NULL,
      city TEXT NOT NULL,
      ine TEXT NOT NULL,
      state_id INTEGER NOT NULL,
      state_name TEXT NOT NULL,
      tv_id TEXT NOT NULL,
      tv_name TEXT NOT NULL,
      nv TEXT NOT NULL,
      pnp TEXT NOT NULL,
      bq TEXT NOT NULL DEFAULT '',
      es TEXT NOT NULL DEFAULT '',
      pt TEXT NOT NULL DEFAULT '',
      pu TEXT NOT NULL DEFAULT '',
      ref_catastral TEXT NOT NULL DEFAULT '',
      aclarador TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '',
      mobile TEXT NOT NULL DEFAULT '',
      -- 1 when it is the customer's habitual residence (one per customer among active contracts)
      habitual INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX addresses_user ON addresses(user_id);
    CREATE TABLE bank_accounts (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      iban TEXT NOT NULL
    );
    CREATE INDEX bank_accounts_user ON bank_accounts(user_id);
    CREATE TABLE contracts (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      name TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      state TEXT NOT NULL CHECK (state IN ('esborrany', 'activa', 'baixa')),
      sign_date TEXT,
      amount_debt REAL NOT NULL DEFAULT 0,
      cups TEXT NOT NULL,
      supply_address_id INTEGER NOT NULL REFERENCES addresses(id),
      pricelist_name TEXT NOT NULL,
      pricelist_nom_comercial TEXT NOT NULL,
      tariff_name TEXT NOT NULL,
      -- JSON [{"period":"P1","power":4.6}, ...] in kW
      powers TEXT NOT NULL DEFAULT '[]',
      notification_address_id INTEGER REFERENCES addresses(id),
      bank_account_id INTEGER REFERENCES bank_accounts(id),
      electronic_notification INTEGER NOT NULL DEFAULT 0,
      date_start_electronic_notification TEXT,
      date_request_electronic_notification TEXT,
      invoice_online TEXT NOT NULL DEFAULT 'email' CHECK (invoice_online IN ('email', 'postal')),
      dso_name TEXT NOT NULL,
      dso_website TEXT NOT NULL,
      dso_reference TEXT NOT NULL,
      dso_phone TEXT NOT NULL,
      atr_available INTEGER NOT NULL DEFAULT 1,
      no_cession_sips TEXT NOT NULL DEFAULT 'unactive' CHECK (no_cession_sips IN ('requested', 'active', 'unactive')),
      pressio REAL,
      caudal REAL,
      payment_mode TEXT NOT NULL DEFAULT 'direct_debit',
      date_start TEXT NOT NULL,
      date_end TEXT
    );
    CREATE INDEX contracts_user_kind ON contracts(user_id, kind, name);
    CREATE TABLE contract_services (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      kind TEXT NOT NULL CHECK (kind IN ('service', 'bono_social')),
      name TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT
    );
    CREATE INDEX contract_services_contract ON contract_services(contract_id);
    CREATE TABLE contract_attachments (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      file_id INTEGER NOT NULL REFERENCES files(id),
      name TEXT NOT NULL,
      category_name TEXT NOT NULL,
      created_date TEXT NOT NULL
    );
    CREATE INDEX contract_attachments_contract ON contract_attachments(contract_id);
    CREATE TABLE contract_requests (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      kind TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'requested',
      waiting_for_signature INTEGER NOT NULL DEFAULT 0,
      payload TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL
    );
    CREATE INDEX contract_requests_contract ON contract_requests(contract_id, kind);
    CREATE TABLE contract_customisations (
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      kind TEXT NOT NULL CHECK (kind IN ('double_tariff', 'happy_hours', 'happy_day')),
      -- JSON of the chosen option; available options are derived (see customisations.ts)
      value TEXT,
      PRIMARY KEY (contract_id, kind)
    );`,
  },
  {
    id: 'contracts-002',
    // Any write to the tables behind the contract list bumps one counter, so the in-memory list cache
    // (list-cache.ts) notices every change, whichever domain or tool makes it.
    sql: versionCounter('contracts_cache_version', ['contracts', 'addresses', 'bank_accounts']),
  },
];
