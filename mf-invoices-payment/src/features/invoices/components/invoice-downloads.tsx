// The downloads an invoice offers for the brand's `downloadTypes` (customer-area §6, §7), with its download status.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceDownloadType } from '@portal/shared/api-types';
import { Button, HStack, Spinner, Stack, Text } from '@portal/shared/ui';
import type { InvoiceDownloads } from '../api/download-invoice';
import type { InvoiceListItem } from '../api/invoice-queries';

export const DOWNLOAD_LABEL: Readonly<Record<InvoiceDownloadType, MessageDescriptor>> = {
  pdf: msg`PDF`,
  signed_pdf: msg`Signed PDF`,
  curve_csv: msg`Curve (CSV)`,
};

export interface InvoiceDownloadButtonsProps {
  item: InvoiceListItem;
  types: readonly InvoiceDownloadType[];
  downloads: InvoiceDownloads;
}

export function InvoiceDownloadButtons({ item, types, downloads }: InvoiceDownloadButtonsProps) {
  const { t } = useLingui();
  const { invoice, kind } = item;
  const state = downloads.statusOf(kind, invoice.id);
  const busy = state?.status === 'downloading';
  const number = invoice.number;
  const file = state ? t(DOWNLOAD_LABEL[state.type]) : '';
  return (
    <Stack gap="1" align="flex-start">
      <HStack gap="1" wrap="wrap">
        {types.map((type) => {
          const label = t(DOWNLOAD_LABEL[type]);
          return (
            <Button
              key={type}
              size="xs"
              variant="outline"
              aria-label={t`Download ${label} of invoice ${number}`}
              disabled={busy}
              onClick={() => void downloads.download({ kind, id: invoice.id, type })}
            >
              {label}
            </Button>
          );
        })}
      </HStack>
      {busy ? (
        <HStack gap="1" role="status" fontSize="xs" color="fg.muted">
          <Spinner size="xs" aria-hidden />
          <Text>{t`Downloading ${file}…`}</Text>
        </HStack>
      ) : undefined}
      {state?.status === 'failed' ? (
        <Text role="alert" fontSize="xs" color="fg.error">
          {t`${file}: the download failed. Please try again.`}
        </Text>
      ) : undefined}
      {state?.status === 'unavailable' ? (
        <Text role="alert" fontSize="xs" color="fg.error">
          {t`${file}: not available for this invoice.`}
        </Text>
      ) : undefined}
    </Stack>
  );
}
