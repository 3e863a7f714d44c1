import { i18n } from '@lingui/core';
import { activateSourceLocale } from '@portal/shared/testing';
import type { InvoicePaidState, RectificativeType } from '@portal/shared/api-types';
import { PAID_STATUS_LABEL, paidStatus, type PaidStatusKind } from './paid-status';

const whole = { amount_total: 80, amount_pending: 80 };

describe('paidStatus (customer-area §4 "Invoice paid status and labels")', () => {
  // Every paid state with every rectificative type: the spec's table, one row per combination.
  const table: [InvoicePaidState, RectificativeType, PaidStatusKind, 'warning' | 'success' | 'error'][] = [
    // "pending_remesa: pending (direct debit)"; "With rectificative_type A or B these two show pending refund."
    ['pending_remesa', 'N', 'pending_direct_debit', 'warning'],
    ['pending_remesa', 'R', 'pending_direct_debit', 'warning'],
    ['pending_remesa', 'A', 'pending_refund', 'warning'],
    ['pending_remesa', 'B', 'pending_refund', 'warning'],
    // "pending_transfer: pending transfer."
    ['pending_transfer', 'N', 'pending_transfer', 'warning'],
    ['pending_transfer', 'R', 'pending_transfer', 'warning'],
    ['pending_transfer', 'A', 'pending_refund', 'warning'],
    ['pending_transfer', 'B', 'pending_refund', 'warning'],
    // "paid, paid_without_transaction, manual_verification_required: paid (refunded if type is A)."
    ['paid', 'N', 'paid', 'success'],
    ['paid', 'R', 'paid', 'success'],
    ['paid', 'B', 'paid', 'success'],
    ['paid', 'A', 'refunded', 'success'],
    ['paid_without_transaction', 'N', 'paid', 'success'],
    ['paid_without_transaction', 'B', 'paid', 'success'],
    ['paid_without_transaction', 'A', 'refunded', 'success'],
    ['manual_verification_required', 'N', 'paid', 'success'],
    ['manual_verification_required', 'R', 'paid', 'success'],
    ['manual_verification_required', 'A', 'refunded', 'success'],
    // "unpaid: unpaid" ("Chip colour: ... error for unpaid")
    ['unpaid', 'N', 'unpaid', 'error'],
    ['unpaid', 'A', 'unpaid', 'error'],
    ['unpaid', 'B', 'unpaid', 'error'],
    ['unpaid', 'R', 'unpaid', 'error'],
  ];

  it.each(table)('%s with rectificative type %s shows %s (%s chip)', (paid, type, kind, tone) => {
    expect(paidStatus({ paid, rectificative_type: type, ...whole })).toEqual({ kind, tone });
  });

  it('"unpaid ... or partial payment when amount_pending differs from amount_total"', () => {
    expect(paidStatus({ paid: 'unpaid', amount_total: 80, amount_pending: 32 })).toEqual({
      kind: 'partial_payment',
      tone: 'error',
    });
    // Only unpaid invoices look at the amounts: a pending or paid one with a different amount keeps its label.
    expect(paidStatus({ paid: 'pending_remesa', amount_total: 80, amount_pending: 32 }).kind).toBe(
      'pending_direct_debit',
    );
    expect(paidStatus({ paid: 'paid', amount_total: 80, amount_pending: 0 }).kind).toBe('paid');
  });

  it('reads an invoice without rectificative type (a multipoint invoice) as a normal one', () => {
    expect(paidStatus({ paid: 'pending_transfer', ...whole }).kind).toBe('pending_transfer');
    expect(paidStatus({ paid: 'paid', ...whole }).kind).toBe('paid');
  });

  it('has an English label for every kind', () => {
    activateSourceLocale();
    const labels = Object.fromEntries(
      Object.entries(PAID_STATUS_LABEL).map(([kind, label]) => [kind, i18n._(label)]),
    );
    expect(labels).toEqual({
      pending_direct_debit: 'Pending (direct debit)',
      pending_transfer: 'Pending transfer',
      pending_refund: 'Pending refund',
      paid: 'Paid',
      refunded: 'Refunded',
      unpaid: 'Unpaid',
      partial_payment: 'Partial payment',
    });
  });
});
