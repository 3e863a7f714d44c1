// The history dialog of an invoice (customer-area §2 "Invoices": "a table with a history dialog per invoice"; §3
// pending_state_history: change_date, pending_state.ov_description). One dialog for the whole list, electricity, gas
// or multipoint (issue 43 item 4).
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { ResponsiveTable, Text } from '@portal/shared/ui';
import { InfoDialog } from '../../../lib/info-dialog';

/** What the dialog reads of an invoice or a multipoint invoice. */
export type HistoryOf = Pick<Invoice, 'number' | 'pending_state_history'>;

export interface InvoiceHistoryDialogProps {
  /** The invoice whose history is shown; undefined closes the dialog. */
  invoice: HistoryOf | undefined;
  onClose: () => void;
}

export function InvoiceHistoryDialog({ invoice, onClose }: InvoiceHistoryDialogProps) {
  const { t } = useLingui();
  const number = invoice?.number ?? '';
  const history = invoice?.pending_state_history ?? [];
  return (
    <InfoDialog open={invoice !== undefined} title={t`History of invoice ${number}`} onClose={onClose}>
      {history.length === 0 ? (
        <Text>{t`This invoice has no payment state changes.`}</Text>
      ) : (
        // The portal's list pattern (issue 44): a table in the laptop's dialog, a card per change on a phone.
        <ResponsiveTable
          caption={t`History of invoice ${number}`}
          rows={history.map((change, index) => ({ ...change, key: `${change.change_date}-${index}` }))}
          rowKey={(change) => change.key}
          columns={[
            {
              key: 'date',
              header: t`Date`,
              role: 'title',
              nowrap: true,
              cell: (change) => formatDate(change.change_date),
            },
            { key: 'state', header: t`State`, cell: (change) => change.pending_state.ov_description },
          ]}
        />
      )}
    </InfoDialog>
  );
}
