// The payment actions of an invoice row: Pay when the brand takes payments (`invoices.enablePayment`) and the invoice
// can be paid online (`online_payment.payment_enabled`, customer-area §5), disabled with the impersonation tooltip on a
// read-only session (§6); the payment summary of a paid, non-rectified invoice (§5) that was paid by card through the
// portal (`online_payment.paid_online`): one paid by direct debit has no transaction to show (issue 43 item 5).
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import { Button, ReadOnlyGuard } from '@portal/shared/ui';
import { InfoDialogButton } from '../../../lib/info-dialog-button';
import { usePaymentScope } from './payment-scope';

export interface InvoicePaymentActionsProps {
  invoice: Invoice;
}

export function canPayOnline(invoice: Invoice, enablePayment: boolean): boolean {
  return enablePayment && invoice.online_payment.payment_enabled;
}

export function hasPaymentSummary(invoice: Invoice, enablePayment: boolean): boolean {
  return (
    enablePayment &&
    invoice.paid === 'paid' &&
    invoice.rectificative_type === 'N' &&
    invoice.online_payment.paid_online === true
  );
}

export function InvoicePaymentActions({ invoice }: InvoicePaymentActionsProps) {
  const { t } = useLingui();
  const enablePayment = useSetting('invoices.enablePayment');
  const scope = usePaymentScope();
  const number = invoice.number;
  if (!scope) return null;
  if (canPayOnline(invoice, enablePayment)) {
    return (
      <ReadOnlyGuard>
        <Button
          size="xs"
          aria-label={t`Pay invoice ${number}`}
          onClick={() => scope.pay(invoice)}
          onPointerEnter={scope.preloadPayment}
          onFocus={scope.preloadPayment}
        >
          {t`Pay`}
        </Button>
      </ReadOnlyGuard>
    );
  }
  if (hasPaymentSummary(invoice, enablePayment)) {
    return (
      <InfoDialogButton
        aria-label={t`Payment of invoice ${number}`}
        onClick={() => scope.showSummary(invoice)}
        onIntent={scope.preloadSummary}
      >
        {t`Payment`}
      </InfoDialogButton>
    );
  }
  return null;
}
