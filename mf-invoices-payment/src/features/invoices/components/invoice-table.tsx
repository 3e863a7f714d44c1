// The invoices of one page: number, dates, contract or address, energy, amounts, the paid status chip and the
// downloads, in the portal's list pattern (issue 44 item 1): a table that fits from 1,024 px up (the period under the
// date, the energy under the contract), a card per invoice below, its payment and downloads on screen. With the
// `showTotal` flag (customer-area §6) the page's totals close the table (its footer, or a last card on a phone).
import { useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceDownloadType } from '@portal/shared/api-types';
import { formatDate, formatEuro, formatKwh, formatPeriod } from '@portal/shared/format';
import { useSetting } from '@portal/shared/settings';
import { ResponsiveTable, type ResponsiveColumn, Stack, StatusChip, Text } from '@portal/shared/ui';
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

type InvoiceRow = InvoiceListItem | InvoicePageTotals;

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
  // The footer's cells: the title column names it, the energy and amount columns sum up, the others stay empty.
  const columns: ResponsiveColumn<InvoiceRow>[] = [
    {
      key: 'number',
      header: t`Invoice`,
      role: 'title',
      nowrap: true,
      cell: (item) => (item.kind === 'total' ? t`Total of this page` : item.invoice.number),
    },
    {
      key: 'date',
      header: t`Date`,
      nowrap: true,
      cell: (item) => (item.kind === 'total' ? '' : formatDate(item.invoice.date)),
    },
    {
      key: 'period',
      header: t`Period`,
      role: 'secondary',
      cell: (item) =>
        item.kind === 'total' ? '' : formatPeriod(item.invoice.start_date, item.invoice.end_date),
    },
    multipoint
      ? {
          key: 'address',
          header: t`Address`,
          cell: (item) =>
            item.kind === 'total'
              ? ''
              : item.kind === 'multipoint'
                ? item.invoice.address
                : item.invoice.cups.full_address,
        }
      : {
          key: 'contract',
          header: t`Contract`,
          cell: (item) =>
            item.kind === 'total' ? (
              ''
            ) : item.kind === 'multipoint' ? (
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
        item.kind === 'total'
          ? item.energy === undefined
            ? ''
            : formatKwh(item.energy)
          : item.kind === 'multipoint'
            ? String(item.invoice.n_contracts)
            : formatKwh(item.invoice.energy_consumed),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      nowrap: true,
      cell: (item) => {
        if (item.kind === 'total') {
          const pending = formatEuro(item.pending);
          return (
            <>
              <Text>{formatEuro(item.amount)}</Text>
              {item.pending !== 0 ? (
                <Text fontSize="xs" color="fg.muted">
                  {t`Pending: ${pending}`}
                </Text>
              ) : undefined}
            </>
          );
        }
        const { invoice } = item;
        const pending = formatEuro(invoice.amount_pending);
        return (
          <>
            <Text>{formatEuro(invoice.amount_total)}</Text>
            {paidStatus(invoice).kind === 'partial_payment' ? (
              <Text fontSize="xs" color="fg.muted">
                {t`Pending: ${pending}`}
              </Text>
            ) : undefined}
          </>
        );
      },
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (item) => {
        if (item.kind === 'total') return '';
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
      cell: (item) =>
        item.kind === 'total' ? (
          ''
        ) : (
          <InvoiceDownloadButtons item={item} types={downloadTypes} downloads={downloads} />
        ),
    });
  }
  return (
    <ResponsiveTable
      caption={caption}
      rows={items}
      rowKey={(item) => (item.kind === 'total' ? 'total' : `${item.kind}:${item.invoice.id}`)}
      columns={columns}
      footer={showTotal ? pageTotals(items) : undefined}
    />
  );
}
