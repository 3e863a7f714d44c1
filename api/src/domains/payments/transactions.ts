// The payment_transactions table: one row per attempt (created → requires_action → success or error).
import type { TransactionState } from '@portal/shared/api-types';
import type { Db } from '../../core/db';

export interface TransactionRow {
  id: number;
  user_id: number;
  invoice_id: number;
  transaction_id: string;
  platform: string;
  amount: number;
  currency: string;
  state: TransactionState;
  payment_method_id: string;
  payment_intent_id: string | null;
  error_code: string | null;
  paid_by_user_email: string;
  created_at: string;
  updated_at: string;
}

export interface NewTransaction {
  user_id: number;
  invoice_id: number;
  transaction_id: string;
  platform: string;
  amount: number;
  payment_method_id: string;
  state?: TransactionState;
  at?: string;
}

export function transactionRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO payment_transactions (user_id, invoice_id, transaction_id, platform, amount, state, payment_method_id,
       paid_by_user_email, created_at, updated_at)
     VALUES (@user_id, @invoice_id, @transaction_id, @platform, @amount, @state, @payment_method_id,
       (SELECT email FROM users WHERE id = @user_id), @at, @at)`,
  );
  const byId = db.prepare<[number], TransactionRow>('SELECT * FROM payment_transactions WHERE id = ?');
  const byIntent = db.prepare<[string, number], TransactionRow>(
    'SELECT * FROM payment_transactions WHERE payment_intent_id = ? AND user_id = ?',
  );
  const successOf = db.prepare<[number], TransactionRow>(
    "SELECT * FROM payment_transactions WHERE invoice_id = ? AND state = 'success' ORDER BY updated_at DESC, id DESC LIMIT 1",
  );
  const requireAction = db.prepare(
    "UPDATE payment_transactions SET state = 'requires_action', payment_intent_id = ?, client_secret = ?, updated_at = ? WHERE id = ?",
  );
  const finish = db.prepare(
    'UPDATE payment_transactions SET state = ?, error_code = ?, updated_at = ? WHERE id = ?',
  );
  return {
    create(tx: NewTransaction): TransactionRow {
      const at = tx.at ?? new Date().toISOString();
      const id = Number(insert.run({ ...tx, state: tx.state ?? 'created', at }).lastInsertRowid);
      return byId.get(id) as TransactionRow;
    },
    byIntent: (intent: string, userId: number) => byIntent.get(intent, userId),
    successOf: (invoiceId: number) => successOf.get(invoiceId),
    requireAction: (id: number, intent: string, secret: string, at: string) =>
      requireAction.run(intent, secret, at, id),
    finish: (id: number, state: TransactionState, code: string | null, at: string) =>
      finish.run(state, code, at, id),
  };
}
