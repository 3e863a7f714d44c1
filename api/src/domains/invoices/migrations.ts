import type { Migration } from '../../core/db';

export const invoicesMigrations: Migration[] = [
  {
    id: 'invoices-001',
    sql: `CREATE TABLE multipoint_invoices (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      number TEXT NOT NULL UNIQUE,
      date TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      address_invoice_id INTEGER NOT NULL REFERENCES addresses(id),
      address TEXT NOT NULL,
      amount_total REAL NOT NULL,
      amount_pending REAL NOT NULL,
      paid TEXT NOT NULL
    );
    CREATE INDEX multipoint_invoices_user_date ON multipoint_invoices(user_id, date DESC, id DESC);
    CREATE TABLE invoices (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      contract_name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('electricity', 'gas')),
      number TEXT NOT NULL UNIQUE,
      date TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      due_date TEXT NOT NULL,
      cups TEXT NOT NULL,
      full_address TEXT NOT NULL,
      energy_consumed REAL NOT NULL,
      amount_total REAL NOT NULL,
      amount_pending REAL NOT NULL,
      paid TEXT NOT NULL CHECK (paid IN ('paid', 'paid_without_transaction', 'manual_verification_required',
        'unpaid', 'pending_remesa', 'pending_transfer')),
      rectificative_type TEXT NOT NULL DEFAULT 'N' CHECK (rectificative_type IN ('N', 'A', 'B', 'R')),
      rectifies_id INTEGER REFERENCES invoices(id),
      payment_enabled INTEGER NOT NULL DEFAULT 0,
      vat TEXT NOT NULL,
      multipoint_id INTEGER REFERENCES multipoint_invoices(id),
      -- JSON [{"change_date": "...", "pending_state": {"ov_description": "..."}}]
      pending_state_history TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX invoices_user_kind_date ON invoices(user_id, kind, date DESC, id DESC);
    CREATE INDEX invoices_contract ON invoices(contract_id, start_date);
    CREATE INDEX invoices_multipoint ON invoices(multipoint_id);`,
  },
  {
    id: 'invoices-002',
    // A counter bumped by any change to invoices: the list answers are cached per customer until it moves.
    sql: `CREATE TABLE invoices_cache_version (id INTEGER PRIMARY KEY CHECK (id = 1), v INTEGER NOT NULL);
    INSERT INTO invoices_cache_version (id, v) VALUES (1, 0);
    CREATE TRIGGER invoices_cache_insert AFTER INSERT ON invoices BEGIN UPDATE invoices_cache_version SET v = v + 1; END;
    CREATE TRIGGER invoices_cache_update AFTER UPDATE ON invoices BEGIN UPDATE invoices_cache_version SET v = v + 1; END;
    CREATE TRIGGER invoices_cache_delete AFTER DELETE ON invoices BEGIN UPDATE invoices_cache_version SET v = v + 1; END;
    CREATE TRIGGER multipoint_cache_update AFTER UPDATE ON multipoint_invoices BEGIN UPDATE invoices_cache_version SET v = v + 1; END;`,
  },
  {
    // Issue 43 item 4: a multipoint invoice has its history as every invoice list does (customer-area §2 "a table
    // with a history dialog per invoice"). Existing rows get the history the seed gives (seed-helpers historyOf).
    id: 'invoices-003',
    sql: `ALTER TABLE multipoint_invoices ADD COLUMN pending_state_history TEXT NOT NULL DEFAULT '[]';
    UPDATE multipoint_invoices SET pending_state_history = json_array(
      json_object('change_date', date, 'pending_state', json_object('ov_description', 'Emitida')),
      json_object(
        'change_date',
        date(date, CASE WHEN paid IN ('unpaid', 'pending_remesa', 'pending_transfer') THEN '+1 days' ELSE '+20 days' END),
        'pending_state',
        json_object('ov_description', CASE paid
          WHEN 'paid' THEN 'Pagada'
          WHEN 'paid_without_transaction' THEN 'Pagada (sin transacción)'
          WHEN 'manual_verification_required' THEN 'Pago en verificación manual'
          WHEN 'unpaid' THEN 'Pendiente de pago'
          WHEN 'pending_remesa' THEN 'Remesada, pendiente de cargo en cuenta'
          ELSE 'Pendiente de transferencia' END)));`,
  },
  {
    // Issue 47 item 3 (a company with 180,000 invoices): a contract's invoices and the filter panel's values come from
    // indexes instead of every invoice of the customer; the multipoint chart's energy sums read the index only.
    id: 'invoices-004',
    sql: `CREATE INDEX invoices_user_contract_date ON invoices(user_id, contract_name, date DESC, id DESC);
    CREATE INDEX invoices_user_cups ON invoices(user_id, cups);
    CREATE INDEX invoices_user_address ON invoices(user_id, full_address);
    CREATE INDEX invoices_user_vat ON invoices(user_id, vat);
    DROP INDEX invoices_multipoint;
    CREATE INDEX invoices_multipoint ON invoices(multipoint_id, rectificative_type, energy_consumed);`,
  },
];
