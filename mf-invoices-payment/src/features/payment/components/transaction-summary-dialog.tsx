// The payment summary of a paid invoice, opened from its row (customer-area §3 "Payment transaction summary"; §5 only
// for non-rectified invoices).
import { useLingui } from '@lingui/react/macro';
import { InfoDialog } from '../../../lib/info-dialog';
import { TransactionSummary } from './transaction-summary';

export interface TransactionSummaryDialogProps {
  /** The invoice whose payment is shown; undefined closes the dialog. */
  invoice: { id: number; number: string } | undefined;
  onClose: () => void;
}

export function TransactionSummaryDialog({ invoice, onClose }: TransactionSummaryDialogProps) {
  const { t } = useLingui();
  const number = invoice?.number ?? '';
  return (
    <InfoDialog open={invoice !== undefined} title={t`Payment of invoice ${number}`} onClose={onClose}>
      {invoice ? <TransactionSummary invoiceId={invoice.id} /> : undefined}
    </InfoDialog>
  );
}
