// Card payments of a few already paid invoices of the household customer, so their summary and receipt exist.
import type { Db } from '../../core/db';
import { seededRandom } from '../../core/random';
import { transactionRepository } from './transactions';

export function seedPayments(db: Db): void {
  const rng = seededRandom(4242);
  const rows = db
    .prepare<[], { id: number; user_id: number; amount_total: number; date: string }>(
      `SELECT i.id, i.user_id, i.amount_total, i.date FROM invoices i JOIN users u ON u.id = i.user_id
       WHERE u.username = '12345678Z' AND i.paid = 'paid' AND i.rectificative_type = 'N'
       ORDER BY i.date DESC, i.id LIMIT 4`,
    )
    .all();
  const transactions = transactionRepository(db);
  for (const row of rows) {
    const id = Array.from({ length: 24 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
    transactions.create({
      user_id: row.user_id,
      invoice_id: row.id,
      transaction_id: `ch_${id}`,
      platform: 'stripe',
      amount: row.amount_total,
      payment_method_id: 'pm_card_4242424242424242',
      state: 'success',
      at: `${row.date}T10:15:00.000Z`,
    });
  }
}
