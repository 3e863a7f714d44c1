// The rows, the chart and the filter panel of an invoice list in its first screen: each the arrived part
// (list-parts.ts), its loader at its place until then, or the failure with a retry.
import { useLingui } from '@lingui/react/macro';
import { ErrorPanel, LoadingState } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { InvoiceChartProps } from './invoice-chart';
import { InvoiceChartPlaceholder } from './invoice-chart-place';
import type { InvoiceFiltersProps } from './invoice-filters';
import type { InvoiceTableProps } from './invoice-table';
import { type ListParts, listParts } from './list-parts';

interface WithPartsProps {
  /** What stands at the part's place while its code is on its way. */
  loader: ReactNode;
  /** The failure's title, shown with a retry. */
  failed: string;
  children: (parts: ListParts) => ReactNode;
}

function WithParts({ loader, failed, children }: WithPartsProps) {
  const { part, failed: fetchFailed, retry } = listParts.usePart();
  if (part) return children(part);
  if (fetchFailed) return <ErrorPanel title={failed} onRetry={retry} />;
  return loader;
}

export function ListTable(props: InvoiceTableProps) {
  const { t } = useLingui();
  return (
    <WithParts
      loader={<LoadingState shape="list" label={t`Loading the invoices…`} />}
      failed={t`Error fetching invoices`}
    >
      {(parts) => <parts.InvoiceTable {...props} />}
    </WithParts>
  );
}

export function ListChart(props: InvoiceChartProps) {
  const { t } = useLingui();
  return (
    <WithParts loader={<InvoiceChartPlaceholder />} failed={t`The chart could not be loaded`}>
      {(parts) => <parts.InvoiceChart {...props} />}
    </WithParts>
  );
}

export function ListFilters(props: InvoiceFiltersProps) {
  const { t } = useLingui();
  return (
    <WithParts
      loader={<LoadingState shape="form" label={t`Loading the filters…`} />}
      failed={t`The filters could not be loaded`}
    >
      {(parts) => <parts.InvoiceFilters {...props} />}
    </WithParts>
  );
}
