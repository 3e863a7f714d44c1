// The invoices of one page: number, dates, contract or address, energy, amounts, the paid status chip and the
// downloads, in the portal's list pattern (issue 44 item 1): a table that fits from 1,024 px up (the period under the
// date, the energy under the contract), a card per invoice below, its payment and downloads on screen. With the
// `showTotal` flag (customer-area §6) the page's totals close the table (its footer, or a last card on a phone).
import { useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceDownloadType } from '@portal/shared/api-types';
import { formatEuro, formatKwh } from '@portal/shared/format';
import { formatDate, formatPeriod } from '@portal/shared/dates';
import { useSetting } from '@portal/shared/settings';
import {
  ResponsiveTable,
  type ResponsiveColumn,
  Stack,
  StatusChip,
  Text,
  withFooterCells,
} from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { InfoDialogButton } from '../../../lib/info-dialog-button';
import type { InvoiceDownloads } from '../api/download-invoice';
import type { InvoiceListItem } from '../api/invoice-queries';
import { PAID_STATUS_LABEL, paidStatus } from '../paid-status';
import { InvoiceDownloadButtons } from './invoice-downloads';

/** The totals of a page's invoices (the `showTotal` footer). */
export interface InvoicePageTotals {
  kind: 'total';
  /** kWh; undefined on the multipoint list, whose rows count supply points instead. */
  energy?: number;
  amount: number;
  pending: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The sums of a page's invoices, in whole cents so that 0.1 + 0.2 reads 0.30 € (and kWh as the API gives them). */
export function pageTotals(items: readonly InvoiceListItem[]): InvoicePageTotals {
  let amount = 0;
  let pending = 0;
  let energy = 0;
  let multipoint = false;
  for (const item of items) {
    amount += cents(item.invoice.amount_total);
    pending += cents(item.invoice.amount_pending);
    if (item.kind === 'multipoint') multipoint = true;
    else energy += item.invoice.energy_consumed;
  }
  return {
    kind: 'total',
    amount: amount / 100,
    pending: pending / 100,
    energy: multipoint ? undefined : energy,
  };
}

/** An amount, and under it what is still pending of it when that is worth saying. */
function AmountWithPending({ amount, left }: { amount: number; left?: number }) {
  const { t } = useLingui();
  // `pending`: the message's placeholder, as the catalogues have it ("Pending: {pending}").
  const pending = left === undefined ? undefined : formatEuro(left);
  return (
    <>
      <Text>{formatEuro(amount)}</Text>
      {pending === undefined ? undefined : (
        <Text fontSize="xs" color="fg.muted">
          {t`Pending: ${pending}`}
        </Text>
      )}
    </>
  );
}

export interface InvoiceTableProps {
  items: InvoiceListItem[];
  multipoint: boolean;
  downloadTypes: readonly InvoiceDownloadType[];
  downloads: InvoiceDownloads;
  caption: string;
  /** Opens the history dialog of an invoice (electricity, gas or multipoint). */
  onShowHistory: (invoice: Pick<Invoice, 'number' | 'pending_state_history'>) => void;
  /** A History button pointed at, touched or focused: the dialog's code can start loading. */
  onHistoryIntent?: () => void;
  /** More actions of an electricity or gas invoice (the payment's, composed by the page). */
  renderActions?: (invoice: Invoice) => ReactNode;
}

export function InvoiceTable({
  items,
  multipoint,
  downloadTypes,
  downloads,
  caption,
  onShowHistory,
  onHistoryIntent,
  renderActions,
}: InvoiceTableProps) {
  const { t } = useLingui();
  // customer-area §6 paymentStatus: Base shows the status as text, Chiped as a coloured chip.
  const chiped = useSetting('paymentStatus') === 'Chiped';
  const showTotal = useSetting('showTotal');
  // A page holds up to 150 invoices and each row is a dozen components: every row in one commit. The list renders its
  // answer in a transition already (InvoiceList's deferred query, in slices); committing a first screen of rows
  // before the others cost the browser a second restyle and layout of the whole page (~200 ms each on a 4× slower
  // CPU; decision 009).
  const columns: ResponsiveColumn<InvoiceListItem>[] = [
    { key: 'number', header: t`Invoice`, role: 'title', nowrap: true, cell: ({ invoice }) => invoice.number },
    { key: 'date', header: t`Date`, nowrap: true, cell: ({ invoice }) => formatDate(invoice.date) },
    {
      key: 'period',
      header: t`Period`,
      role: 'secondary',
      cell: ({ invoice }) => formatPeriod(invoice.start_date, invoice.end_date),
    },
    multipoint
      ? {
          key: 'address',
          header: t`Address`,
          cell: (item) =>
            item.kind === 'multipoint' ? item.invoice.address : item.invoice.cups.full_address,
        }
      : {
          key: 'contract',
          header: t`Contract`,
          cell: (item) =>
            item.kind === 'multipoint' ? (
              item.invoice.address
            ) : (
              <>
                <Text>{item.invoice.contract.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.invoice.cups.full_address}
                </Text>
              </>
            ),
        },
    {
      key: 'energy',
      header: multipoint ? t`Supply points` : t`Energy`,
      role: 'secondary',
      nowrap: true,
      cell: (item) =>
        item.kind === 'multipoint'
          ? String(item.invoice.n_contracts)
          : formatKwh(item.invoice.energy_consumed),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      nowrap: true,
      cell: ({ invoice }) => (
        <AmountWithPending
          amount={invoice.amount_total}
          left={paidStatus(invoice).kind === 'partial_payment' ? invoice.amount_pending : undefined}
        />
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (item) => {
        const status = paidStatus(item.invoice);
        const number = item.invoice.number;
        return (
          <Stack gap="1" align="flex-start">
            {chiped ? (
              <StatusChip tone={status.tone}>{t(PAID_STATUS_LABEL[status.kind])}</StatusChip>
            ) : (
              <Text fontSize="sm" fontWeight="medium">
                {t(PAID_STATUS_LABEL[status.kind])}
              </Text>
            )}
            <InfoDialogButton
              aria-label={t`History of invoice ${number}`}
              onClick={() => onShowHistory(item.invoice)}
              onIntent={onHistoryIntent}
            >
              {t`History`}
            </InfoDialogButton>
            {item.kind !== 'multipoint' && renderActions ? renderActions(item.invoice) : undefined}
          </Stack>
        );
      },
    },
  ];
  if (downloadTypes.length) {
    columns.push({
      key: 'downloads',
      header: t`Downloads`,
      role: 'actions',
      cell: (item) => <InvoiceDownloadButtons item={item} types={downloadTypes} downloads={downloads} />,
    });
  }
  // The page's totals (showTotal): named in the title column, summed in the energy and amount columns.
  const totals = showTotal ? pageTotals(items) : undefined;
  const footer = totals && {
    number: t`Total of this page`,
    energy: totals.energy === undefined ? '' : formatKwh(totals.energy),
    amount: (
      <AmountWithPending amount={totals.amount} left={totals.pending !== 0 ? totals.pending : undefined} />
    ),
  };
  const rowKey = (item: InvoiceListItem) => `${item.kind}:${item.invoice.id}`;
  // Cards below 1,280 px: beside the side menu at 1,024 px the page has ~640 px, and the table (downloads last, three
  // buttons wide) was 671 px in English and 756 in German, its downloads behind a sideways scroll (issue 44 item 1).
  return (
    <ResponsiveTable
      caption={caption}
      rows={items}
      cardsBelow="xl"
      {...withFooterCells({ columns, rowKey }, footer)}
    />
  );
}
