// Invoice rows and their answer shape (customer-area §3 "Invoice"); also used by the payments domain.
import type {
  Invoice,
  InvoiceKind,
  InvoicePaidState,
  MultipointInvoice,
  RectificativeType,
} from '@portal/shared/api-types';
import type { Db } from '../../core/db';

export interface InvoiceRow {
  id: number;
  user_id: number;
  contract_id: number;
  contract_name: string;
  kind: InvoiceKind;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  due_date: string;
  cups: string;
  full_address: string;
  energy_consumed: number;
  amount_total: number;
  amount_pending: number;
  paid: InvoicePaidState;
  rectificative_type: RectificativeType;
  payment_enabled: number;
  vat: string;
  multipoint_id: number | null;
  pending_state_history: string;
  /** 1 when a successful card transaction of a non-rectified invoice exists (PAID_ONLINE_SQL). */
  paid_online?: number;
}

/**
 * The column the invoice lists select beside `invoices.*`: whether the invoice's payment summary exists (the
 * payments domain's rule, api/docs/payments.md: a non-rectified invoice with a successful transaction).
 */
export const PAID_ONLINE_SQL = `(invoices.rectificative_type = 'N' AND EXISTS (SELECT 1 FROM payment_transactions t
  WHERE t.invoice_id = invoices.id AND t.state = 'success')) AS paid_online`;

/** Online payment applies to invoice objects of the billing system. */
export const REL_OBJECT_TYPE = 'account.invoice';

/** customer-area §5: payable online when enabled, not rectified, and something is pending. */
export function isPayable(
  row: Pick<InvoiceRow, 'payment_enabled' | 'rectificative_type' | 'amount_pending' | 'paid'>,
): boolean {
  return (
    row.payment_enabled === 1 &&
    row.rectificative_type === 'N' &&
    row.amount_pending > 0 &&
    row.paid === 'unpaid'
  );
}

export function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    invoice_id: row.id,
    number: row.number,
    type: row.kind,
    date: row.date,
    start_date: row.start_date,
    end_date: row.end_date,
    due_date: row.due_date,
    cups: { name: row.cups, full_address: row.full_address },
    energy_consumed: row.energy_consumed,
    amount_total: row.amount_total,
    amount_pending: row.amount_pending,
    amount_to_pay: isPayable(row) ? row.amount_pending : 0,
    paid: row.paid,
    rectificative_type: row.rectificative_type,
    contract: { id: row.contract_id, name: row.contract_name },
    vat: row.vat,
    pending_state_history: JSON.parse(row.pending_state_history) as Invoice['pending_state_history'],
    online_payment: {
      payment_enabled: isPayable(row),
      rel_object_type: REL_OBJECT_TYPE,
      paid_online: row.paid_online === 1,
    },
  };
}

export interface MultipointRow {
  id: number;
  user_id: number;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  address_invoice_id: number;
  address: string;
  amount_total: number;
  amount_pending: number;
  paid: InvoicePaidState;
  invoices: string | null;
  n_contracts: number;
  pending_state_history: string;
}

export function multipointOf(row: MultipointRow): MultipointInvoice {
  return {
    id: row.id,
    number: row.number,
    date: row.date,
    start_date: row.start_date,
    end_date: row.end_date,
    address_invoice_id: row.address_invoice_id,
    address: row.address,
    amount_total: row.amount_total,
    amount_pending: row.amount_pending,
    paid: row.paid,
    invoices: row.invoices ? row.invoices.split(',') : [],
    n_contracts: row.n_contracts,
    pending_state_history: JSON.parse(
      row.pending_state_history,
    ) as MultipointInvoice['pending_state_history'],
  };
}

export function invoiceRepository(db: Db) {
  const byId = db.prepare<[number, number], InvoiceRow>(
    'SELECT * FROM invoices WHERE id = ? AND user_id = ?',
  );
  const markPaid = db.prepare(
    `UPDATE invoices SET paid = 'paid', amount_pending = 0, pending_state_history = ? WHERE id = ? AND user_id = ?`,
  );
  return {
    /** The user's invoice, or undefined (another customer's invoice does not exist for them). */
    get: (id: number, userId: number): InvoiceRow | undefined => byId.get(id, userId),
    /** Records a completed online payment: the invoice becomes paid and its history says so. */
    markPaid(row: InvoiceRow, when: string): void {
      const history = [
        ...(JSON.parse(row.pending_state_history) as unknown[]),
        { change_date: when.slice(0, 10), pending_state: { ov_description: 'Pagada con tarjeta' } },
      ];
      markPaid.run(JSON.stringify(history), row.id, row.user_id);
    },
  };
}
