// Inserting seeded invoices: numbering, the pending-state history of each paid state, and the monthly multipoint
// grouping of a company's invoices.
import type { InvoicePaidState, PendingStateChange, RectificativeType } from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { addDays } from '../consumption/calendar';

export interface BillingPeriod {
  start: string;
  end: string;
  days: number;
  /** Issue date: the 5th of the next month. */
  issued: string;
}

/** The `count` monthly periods ending with `lastMonth` (YYYY-MM), newest first. */
export function monthsBack(lastMonth: string, count: number): BillingPeriod[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    const last = new Date(Date.UTC(year, month - i, 0));
    const next = new Date(Date.UTC(year, month - i, 5));
    return {
      start: first.toISOString().slice(0, 10),
      end: last.toISOString().slice(0, 10),
      days: last.getUTCDate(),
      issued: next.toISOString().slice(0, 10),
    };
  });
}

export interface InvoiceSeed {
  contract: {
    id: number;
    user_id: number;
    name: string;
    kind: 'electricity' | 'gas';
    cups: string;
    vat: string;
  };
  period: BillingPeriod;
  address: string;
  addressInvoiceId: number;
  energy: number;
  total: number;
  paid: InvoicePaidState;
  pending: number;
  rectificative: RectificativeType;
  rectifies?: number;
  payable: boolean;
  date?: string;
}

const DESCRIPTIONS: Record<InvoicePaidState, string> = {
  paid: 'Pagada',
  paid_without_transaction: 'Pagada (sin transacción)',
  manual_verification_required: 'Pago en verificación manual',
  unpaid: 'Pendiente de pago',
  pending_remesa: 'Remesada, pendiente de cargo en cuenta',
  pending_transfer: 'Pendiente de transferencia',
};

export function historyOf(paid: InvoicePaidState, issued: string): PendingStateChange[] {
  const first = { change_date: issued, pending_state: { ov_description: 'Emitida' } };
  if (paid === 'unpaid' || paid === 'pending_remesa' || paid === 'pending_transfer')
    return [
      first,
      { change_date: addDays(issued, 1), pending_state: { ov_description: DESCRIPTIONS[paid] } },
    ];
  return [first, { change_date: addDays(issued, 20), pending_state: { ov_description: DESCRIPTIONS[paid] } }];
}

export function invoiceInserter(db: Db) {
  let sequence = 0;
  const insert = db.prepare(
    `INSERT INTO invoices (user_id, contract_id, contract_name, kind, number, date, start_date, end_date, due_date, cups,
       full_address, energy_consumed, amount_total, amount_pending, paid, rectificative_type, rectifies_id,
       payment_enabled, vat, pending_state_history)
     VALUES (@user_id, @contract_id, @contract_name, @kind, @number, @date, @start_date, @end_date, @due_date, @cups,
       @full_address, @energy, @total, @pending, @paid, @rectificative, @rectifies, @payable, @vat, @history)`,
  );
  return {
    invoice(seed: InvoiceSeed): number {
      sequence += 1;
      const date = seed.date ?? seed.period.issued;
      const prefix =
        seed.rectificative === 'N' ? (seed.contract.kind === 'gas' ? 'FG' : 'FE') : `R${seed.rectificative}`;
      const result = insert.run({
        user_id: seed.contract.user_id,
        contract_id: seed.contract.id,
        contract_name: seed.contract.name,
        kind: seed.contract.kind,
        number: `${prefix}${date.slice(2, 4)}${String(sequence).padStart(6, '0')}`,
        date,
        start_date: seed.period.start,
        end_date: seed.period.end,
        due_date: addDays(date, 20),
        cups: seed.contract.cups,
        full_address: seed.address,
        energy: seed.energy,
        total: seed.total,
        pending: seed.pending,
        paid: seed.paid,
        rectificative: seed.rectificative,
        rectifies: seed.rectifies ?? null,
        payable: seed.payable && seed.rectificative === 'N' ? 1 : 0,
        vat: seed.contract.vat,
        history: JSON.stringify(historyOf(seed.paid, date)),
      });
      return Number(result.lastInsertRowid);
    },

    /** One multipoint invoice per month and invoice address of the user, grouping that month's invoices. */
    groupMultipoint(username: string): void {
      const groups = db
        .prepare<
          [string],
          {
            user_id: number;
            date: string;
            start_date: string;
            end_date: string;
            address_id: number;
            total: number;
            pending: number;
            unpaid: number;
            remesa: number;
          }
        >(
          `SELECT i.user_id, i.date, i.start_date, i.end_date,
             COALESCE(c.notification_address_id, c.supply_address_id) AS address_id,
             ROUND(SUM(i.amount_total), 2) AS total, ROUND(SUM(i.amount_pending), 2) AS pending,
             SUM(i.paid = 'unpaid') AS unpaid, SUM(i.paid = 'pending_remesa') AS remesa
           FROM invoices i JOIN contracts c ON c.id = i.contract_id JOIN users u ON u.id = i.user_id
           WHERE u.username = ? AND i.rectificative_type = 'N'
           GROUP BY i.user_id, i.date, address_id ORDER BY i.date`,
        )
        .all(username);
      const address = db.prepare<[number], { full: string }>(
        "SELECT tv_name || ' ' || nv || ' ' || pnp || ', ' || zipcode || ' ' || city AS full FROM addresses WHERE id = ?",
      );
      const insert = db.prepare(
        `INSERT INTO multipoint_invoices (user_id, number, date, start_date, end_date, address_invoice_id, address,
           amount_total, amount_pending, paid, pending_state_history) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const link = db.prepare(
        `UPDATE invoices SET multipoint_id = ? WHERE user_id = ? AND date = ? AND rectificative_type = 'N'
           AND contract_id IN (SELECT id FROM contracts WHERE COALESCE(notification_address_id, supply_address_id) = ?)`,
      );
      groups.forEach((g, i) => {
        const paid: InvoicePaidState = g.remesa > 0 ? 'pending_remesa' : g.unpaid > 0 ? 'unpaid' : 'paid';
        const number = `MP${g.date.slice(0, 4)}${String(i + 1).padStart(4, '0')}`;
        const id = Number(
          insert.run(
            g.user_id,
            number,
            g.date,
            g.start_date,
            g.end_date,
            g.address_id,
            address.get(g.address_id)?.full ?? '',
            g.total,
            g.pending,
            paid,
            JSON.stringify(historyOf(paid, g.date)),
          ).lastInsertRowid,
        );
        link.run(id, g.user_id, g.date, g.address_id);
      });
    },
  };
}
