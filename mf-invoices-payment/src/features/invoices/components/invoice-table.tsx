// The invoices of one page: number, dates, contract or address, energy, amounts, the paid status chip and the
// downloads. At phone width the table scrolls inside its own box (customer-area; remote checklist: 390 px).
import { useLingui } from '@lingui/react/macro';
import type { Invoice, InvoiceDownloadType } from '@portal/shared/api-types';
import { formatDate, formatEuro, formatKwh } from '@portal/shared/format';
import { useSetting } from '@portal/shared/settings';
import { Button, Stack, StatusChip, Table, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { InvoiceDownloads } from '../api/download-invoice';
import type { InvoiceListItem } from '../api/invoice-queries';
import { PAID_STATUS_LABEL, paidStatus } from '../paid-status';
import { InvoiceDownloadButtons } from './invoice-downloads';

export interface InvoiceTableProps {
  items: InvoiceListItem[];
  multipoint: boolean;
  downloadTypes: readonly InvoiceDownloadType[];
  downloads: InvoiceDownloads;
  caption: string;
  /** Opens the history dialog of an invoice (electricity, gas or multipoint). */
  onShowHistory: (invoice: Pick<Invoice, 'number' | 'pending_state_history'>) => void;
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
  renderActions,
}: InvoiceTableProps) {
  const { t } = useLingui();
  // customer-area §6 paymentStatus: Base shows the status as text, Chiped as a coloured chip.
  const chiped = useSetting('paymentStatus') === 'Chiped';
  // A page holds up to 150 invoices and each row is a dozen components: every row in one commit. The list renders its
  // answer in a transition already (InvoiceList's deferred query, in slices); committing a first screen of rows
  // before the others cost the browser a second restyle and layout of the whole page (~200 ms each on a 4× slower
  // CPU; decision 009, "Stop 38").
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxW="100%"
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
    >
      <Table.Root size="sm" variant="line" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Invoice`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
            <Table.ColumnHeader>{multipoint ? t`Address` : t`Contract`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {multipoint ? t`Supply points` : t`Energy`}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
            {downloadTypes.length ? <Table.ColumnHeader>{t`Downloads`}</Table.ColumnHeader> : undefined}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const { invoice } = item;
            const status = paidStatus(invoice);
            const partial = status.kind === 'partial_payment';
            const pending = formatEuro(invoice.amount_pending);
            const number = invoice.number;
            return (
              <Table.Row key={`${item.kind}:${invoice.id}`}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {invoice.number}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(invoice.date)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatDate(invoice.start_date)} – {formatDate(invoice.end_date)}
                </Table.Cell>
                {item.kind === 'multipoint' ? (
                  <>
                    <Table.Cell minW="48">{item.invoice.address}</Table.Cell>
                    <Table.Cell textAlign="end">{item.invoice.n_contracts}</Table.Cell>
                  </>
                ) : (
                  <>
                    <Table.Cell minW="48">
                      <Text>{item.invoice.contract.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {item.invoice.cups.full_address}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatKwh(item.invoice.energy_consumed)}
                    </Table.Cell>
                  </>
                )}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Text>{formatEuro(invoice.amount_total)}</Text>
                  {partial ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t`Pending: ${pending}`}
                    </Text>
                  ) : undefined}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="flex-start">
                    {chiped ? (
                      <StatusChip tone={status.tone}>{t(PAID_STATUS_LABEL[status.kind])}</StatusChip>
                    ) : (
                      <Text fontSize="sm" fontWeight="medium">
                        {t(PAID_STATUS_LABEL[status.kind])}
                      </Text>
                    )}
                    <Button
                      size="xs"
                      variant="plain"
                      px="0"
                      textDecoration="underline"
                      aria-label={t`History of invoice ${number}`}
                      onClick={() => onShowHistory(item.invoice)}
                    >
                      {t`History`}
                    </Button>
                    {item.kind !== 'multipoint' && renderActions ? renderActions(item.invoice) : undefined}
                  </Stack>
                </Table.Cell>
                {downloadTypes.length ? (
                  <Table.Cell>
                    <InvoiceDownloadButtons item={item} types={downloadTypes} downloads={downloads} />
                  </Table.Cell>
                ) : undefined}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
