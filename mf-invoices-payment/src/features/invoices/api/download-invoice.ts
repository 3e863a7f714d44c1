// Invoice downloads (customer-area §7): invoices/{id}/{type}/ (v1 electricity, v2 gas) and
// invoices_multipoint/{id}/{type}/ (v2), types pdf, signed_pdf and curve_csv; the status is tracked per invoice
// (customer-area §4 "Download status is tracked per invoice"). A file opens in a new tab when
// `invoices.downloadInNewTab` is on. A 401 token_expired inside the file response goes through the client (session
// expired).
import type { DisplayType, InvoiceDownloadType } from '@portal/shared/api-types';
import { downloadFile, isHttpError } from '@portal/shared/http';
import { useSetting } from '@portal/shared/settings';
import { useCallback, useMemo, useState } from 'react';

export type DownloadStatus = 'downloading' | 'failed' | 'unavailable';

export interface InvoiceDownloadRequest {
  kind: DisplayType;
  /** The invoice's `id`. */
  id: number;
  type: InvoiceDownloadType;
}

export function invoiceDownloadPath({ kind, id, type }: InvoiceDownloadRequest): {
  path: string;
  version: 1 | 2;
} {
  if (kind === 'multipoint') return { path: `invoices_multipoint/${id}/${type}/`, version: 2 };
  return { path: `invoices/${id}/${type}/`, version: kind === 'electricity' ? 1 : 2 };
}

const keyOf = (kind: DisplayType, id: number) => `${kind}:${id}`;

export interface InvoiceDownloads {
  /** The status of an invoice's download (any type), or undefined when none is running or failed. */
  statusOf: (
    kind: DisplayType,
    id: number,
  ) => { status: DownloadStatus; type: InvoiceDownloadType } | undefined;
  download: (request: InvoiceDownloadRequest) => Promise<void>;
}

/** Downloads with their status per invoice: one download of an invoice at a time, several invoices at once. */
export function useInvoiceDownloads(): InvoiceDownloads {
  const newTab = useSetting('invoices.downloadInNewTab');
  const [statuses, setStatuses] = useState<
    Record<string, { status: DownloadStatus; type: InvoiceDownloadType } | undefined>
  >({});

  const download = useCallback(
    async (request: InvoiceDownloadRequest) => {
      const key = keyOf(request.kind, request.id);
      setStatuses((current) => ({ ...current, [key]: { status: 'downloading', type: request.type } }));
      const { path, version } = invoiceDownloadPath(request);
      try {
        await downloadFile(path, { version, newTab });
        setStatuses((current) => ({ ...current, [key]: undefined }));
      } catch (error) {
        // The reference API answers 404 curve_not_available for a period without a curve (a gas invoice).
        const unavailable = isHttpError(error, 404) && error.message === 'curve_not_available';
        setStatuses((current) => ({
          ...current,
          [key]: { status: unavailable ? 'unavailable' : 'failed', type: request.type },
        }));
      }
    },
    [newTab],
  );

  const statusOf = useCallback((kind: DisplayType, id: number) => statuses[keyOf(kind, id)], [statuses]);
  // The same object while nothing changed: the invoice table skips its rows' render when the list's own state changes
  // (its filters panel, an invoice's history: issue 47 item 1).
  return useMemo(() => ({ statusOf, download }), [statusOf, download]);
}
