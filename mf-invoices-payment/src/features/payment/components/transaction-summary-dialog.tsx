// The payment summary of a paid invoice, opened from its row (customer-area §3 "Payment transaction summary"; §5 only
// for non-rectified invoices).
import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Portal } from '@portal/shared/ui';
import { Dialog } from '@portal/shared/widgets';
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
    <Dialog.Root
      open={invoice !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Payment of invoice ${number}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{invoice ? <TransactionSummary invoiceId={invoice.id} /> : undefined}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t`Close`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
