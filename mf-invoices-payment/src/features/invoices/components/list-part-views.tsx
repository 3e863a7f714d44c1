// The rows, the chart and the filter panel of an invoice list in its first screen: each the arrived part
// (list-parts.ts), its loader at its place until then, or the failure with a retry.
import { useLingui } from '@lingui/react/macro';
import { ErrorPanel, LoadingState } from '@portal/shared/ui';
import type { InvoiceChartProps } from './invoice-chart';
import { InvoiceChartPlaceholder } from './invoice-chart-place';
import type { InvoiceFiltersProps } from './invoice-filters';
import type { InvoiceTableProps } from './invoice-table';
import { listParts } from './list-parts';

export function ListTable(props: InvoiceTableProps) {
  const { t } = useLingui();
  const { part, failed, retry } = listParts.usePart();
  if (part) return <part.InvoiceTable {...props} />;
  if (failed) return <ErrorPanel title={t`Error fetching invoices`} onRetry={retry} />;
  return <LoadingState shape="list" label={t`Loading the invoices…`} />;
}

export function ListChart(props: InvoiceChartProps) {
  const { t } = useLingui();
  const { part, failed, retry } = listParts.usePart();
  if (part) return <part.InvoiceChart {...props} />;
  if (failed) return <ErrorPanel title={t`The chart could not be loaded`} onRetry={retry} />;
  return <InvoiceChartPlaceholder />;
}

export function ListFilters(props: InvoiceFiltersProps) {
  const { t } = useLingui();
  const { part, failed, retry } = listParts.usePart();
  if (part) return <part.InvoiceFilters {...props} />;
  if (failed) return <ErrorPanel title={t`The filters could not be loaded`} onRetry={retry} />;
  return <LoadingState label={t`Loading the filters…`} />;
}
