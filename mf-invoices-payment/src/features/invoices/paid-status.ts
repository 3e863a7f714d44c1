// The paid status of an invoice: its label and its chip's colour (customer-area §4 "Invoice paid status and labels").
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoicePaidState, RectificativeType } from '@portal/shared/api-types';
import type { StatusTone } from '@portal/shared/ui';

export type PaidStatusKind =
  | 'pending_direct_debit'
  | 'pending_transfer'
  | 'pending_refund'
  | 'paid'
  | 'refunded'
  | 'unpaid'
  | 'partial_payment';

export interface PaidStatus {
  kind: PaidStatusKind;
  tone: StatusTone;
}

/** What the rule reads of an invoice; a multipoint invoice has no rectificative type (a normal one). */
export interface PaidStatusInput {
  paid: InvoicePaidState;
  rectificative_type?: RectificativeType;
  amount_total: number;
  amount_pending: number;
}

const PAID_STATES: readonly InvoicePaidState[] = [
  'paid',
  'paid_without_transaction',
  'manual_verification_required',
];

/**
 * - pending_remesa: pending (direct debit); pending_transfer: pending transfer; with rectificative type A or B these
 *   two show pending refund.
 * - paid, paid_without_transaction, manual_verification_required: paid (refunded if type is A).
 * - unpaid: unpaid, or partial payment when amount_pending differs from amount_total.
 * - Chip colour: warning for pending, success for paid states, error for unpaid.
 */
export function paidStatus(invoice: PaidStatusInput): PaidStatus {
  const rectificative = invoice.rectificative_type ?? 'N';
  const annulling = rectificative === 'A' || rectificative === 'B';
  if (invoice.paid === 'pending_remesa' || invoice.paid === 'pending_transfer') {
    if (annulling) return { kind: 'pending_refund', tone: 'warning' };
    return {
      kind: invoice.paid === 'pending_remesa' ? 'pending_direct_debit' : 'pending_transfer',
      tone: 'warning',
    };
  }
  if (PAID_STATES.includes(invoice.paid)) {
    return { kind: rectificative === 'A' ? 'refunded' : 'paid', tone: 'success' };
  }
  return {
    kind: invoice.amount_pending !== invoice.amount_total ? 'partial_payment' : 'unpaid',
    tone: 'error',
  };
}

export const PAID_STATUS_LABEL: Readonly<Record<PaidStatusKind, MessageDescriptor>> = {
  pending_direct_debit: msg`Pending (direct debit)`,
  pending_transfer: msg`Pending transfer`,
  pending_refund: msg`Pending refund`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
  unpaid: msg`Unpaid`,
  partial_payment: msg`Partial payment`,
};
