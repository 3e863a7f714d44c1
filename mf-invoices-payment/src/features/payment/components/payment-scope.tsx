// The online payment of a screen (customer-area §2 "Payment dialog and result"): one payment dialog and one summary
// dialog for every row, the row actions reading them through context, and the return from the provider's page
// ("On return from the provider with a payment_intent query parameter, the paying item is restored from storage", §4).
import type { Invoice } from '@portal/shared/api-types';
import { useSearchParams } from '@portal/shared/routes';
import { lazyDialog, useOpenedOnce } from '@portal/shared/ui';
import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { usePayment } from '../api/use-payment';
import type { PayingItem } from '../machine';
import { restorePayingItem } from '../paying-item-storage';

// The dialog, its card form and the providers are fetched when a Pay button is pointed at or focused, at the latest
// when a payment starts (the invoices route stays small).
const { Dialog: PaymentDialog, preload: preloadPaymentDialog } = lazyDialog(() =>
  import('./payment-dialog').then((module) => module.PaymentDialog),
);
const { Dialog: TransactionSummaryDialog, preload: preloadSummaryDialog } = lazyDialog(() =>
  import('./transaction-summary-dialog').then((module) => module.TransactionSummaryDialog),
);

/** Query parameters a provider adds when it sends the customer back (Stripe's names). */
export const PAYMENT_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

interface PaymentScopeValue {
  pay: (invoice: Invoice) => void;
  /** A Pay button pointed at, touched or focused: the payment dialog's code can start loading. */
  preloadPayment: () => void;
  /** Opens an invoice's payment summary, in a transition (the click's frame paints at once). */
  showSummary: (invoice: Invoice) => void;
  /** A Payment button pointed at, touched or focused: the summary's code can start loading. */
  preloadSummary: () => void;
}

const PaymentScopeContext = createContext<PaymentScopeValue | undefined>(undefined);

export function usePaymentScope(): PaymentScopeValue | undefined {
  return useContext(PaymentScopeContext);
}

/** What POST pay needs of an invoice (customer-area §3 online_payment.rel_object_type; item_id is invoice_id). */
export function payingItemOf(invoice: Invoice): PayingItem {
  return {
    invoiceId: invoice.id,
    payingItemId: invoice.invoice_id,
    paymentRelatedObjectType: invoice.online_payment.rel_object_type,
    number: invoice.number,
    amount: invoice.amount_to_pay || invoice.amount_pending,
  };
}

export function PaymentScope({ children }: { children: ReactNode }) {
  const payment = usePayment();
  const [summaryOf, setSummaryOf] = useState<Invoice | undefined>();
  // Mounted from the first summary on, like the payment dialog; its code loads then (decision 009).
  const summaryNeeded = useOpenedOnce(summaryOf !== undefined);
  const [search, setSearch] = useSearchParams();
  const returnedIntent = search.get('payment_intent');
  const { resume, open } = payment;
  const dialogNeeded = useOpenedOnce(payment.state.status !== 'start');

  useEffect(() => {
    if (!returnedIntent) return;
    const item = restorePayingItem();
    if (item) resume(item, returnedIntent);
    // The provider's parameters leave the address, so that a reload does not confirm twice.
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returnedIntent, resume, setSearch]);

  const value = useMemo<PaymentScopeValue>(
    () => ({
      pay: (invoice) => open(payingItemOf(invoice)),
      preloadPayment: preloadPaymentDialog,
      showSummary: (invoice) => startTransition(() => setSummaryOf(invoice)),
      preloadSummary: preloadSummaryDialog,
    }),
    [open],
  );
  return (
    <PaymentScopeContext.Provider value={value}>
      {children}
      {/* Mounted from the first payment on, so that closing it returns the focus to its Pay button. */}
      {dialogNeeded ? (
        <Suspense fallback={null}>
          <PaymentDialog payment={payment} />
        </Suspense>
      ) : undefined}
      {summaryNeeded ? (
        <Suspense fallback={null}>
          <TransactionSummaryDialog invoice={summaryOf} onClose={() => setSummaryOf(undefined)} />
        </Suspense>
      ) : undefined}
    </PaymentScopeContext.Provider>
  );
}
