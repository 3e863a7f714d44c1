import type { Migration } from '../../core/db';

export const paymentsMigrations: Migration[] = [
  {
    id: 'payments-001',
    sql: `CREATE TABLE payment_transactions (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      invoice_id INTEGER NOT NULL REFERENCES invoices(id),
      transaction_id TEXT NOT NULL UNIQUE,
      platform TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL DEFAULT 'EUR',
      state TEXT NOT NULL CHECK (state IN ('created', 'requires_action', 'success', 'error')),
      payment_method_id TEXT NOT NULL,
      payment_intent_id TEXT UNIQUE,
      client_secret TEXT,
      error_code TEXT,
      paid_by_user_email TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX payment_transactions_invoice ON payment_transactions(invoice_id, state);`,
  },
];
