// The invoices screen for every route that shows it (customer-area §2): `invoices` with tabs only when more than one
// display type is configured (multipoint, electricity, gas), `invoicesMultipoint` with the multipoint list, and the
// contract invoices routes (`contractInvoices`, `gasContractInvoices`) with the list of that contract's type,
// pre-filtered by the contract. The tab, page, page size and filters live in the address.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { DisplayType, Invoice } from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { prefetchIfAbsent } from '@portal/shared/http';
import { matchRoute, useLocation, useParams, useSearchParams } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Stack, TabLinks } from '@portal/shared/ui';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { invoiceQueries } from '../api/invoice-queries';
import { buildInvoiceFilter, readListParams, writeListParams, type InvoiceListParams } from '../list-params';
import { useChartMaxContracts } from './invoice-chart-place';
import { InvoiceList } from './invoice-list';
import { useAddressDateReaders } from './list-parts';

const TAB_LABEL: Readonly<Record<DisplayType, MessageDescriptor>> = {
  electricity: msg`Electricity`,
  gas: msg`Gas`,
  multipoint: msg`Multipoint`,
};
const LIST_TITLE: Readonly<Record<DisplayType, MessageDescriptor>> = {
  electricity: msg`Electricity invoices`,
  gas: msg`Gas invoices`,
  multipoint: msg`Multipoint invoices`,
};

function isDisplayType(value: string | undefined): value is DisplayType {
  return value === 'electricity' || value === 'gas' || value === 'multipoint';
}

/** Which lists the current route shows, and the contract it is filtered by. */
export function useInvoiceScope(): { types: DisplayType[]; contractName?: string } {
  const displayTypes = useSetting('displayTypes');
  const { contractType, contractName } = useParams();
  const { pathname } = useLocation();
  if (contractName) {
    // contractInvoices names its type; gasContractInvoices has none (it is the gas one).
    const type = isDisplayType(contractType) ? contractType : contractType ? 'electricity' : 'gas';
    return { types: [type], contractName };
  }
  if (matchRoute(pathname)?.key === 'invoicesMultipoint') return { types: ['multipoint'] };
  return { types: displayTypes.length ? [...displayTypes] : ['electricity'] };
}

/**
 * The screen's first calls, asked for while the remote's catalogues load (the page's expose, decision 009): the list
 * shown (its tab, page, size and filters from the address) and its chart's sums — the same
 * queries the list and the chart then read.
 */
export function usePrefetchInvoices(): void {
  const { types, contractName } = useInvoiceScope();
  const defaultPageSize = useSetting('invoices.itemsPerPage');
  const maxContracts = useChartMaxContracts();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const dates = useAddressDateReaders(search);
  const { type, page, pageSize, filters } = readListParams(search, types, defaultPageSize, dates);
  const filter = buildInvoiceFilter(filters, { contractName, multipoint: type === 'multipoint' });
  usePrefetchQuery(invoiceQueries.list({ type, page, pageSize, filter }));
  prefetchIfAbsent(queryClient, invoiceQueries.chart({ type, filter, maxContracts }));
}

/** A paid invoice (`invoice:paid`, from the payment) refreshes every list through the query-key factory. */
export function useRefreshOnInvoicePaid(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: invoiceQueries.all() });
    bus.on('invoice:paid', refresh);
    return () => bus.off('invoice:paid', refresh);
  }, [queryClient]);
}

export interface InvoicesViewProps {
  /** More actions per electricity or gas invoice, composed by the page (the payment's). */
  renderInvoiceActions?: (invoice: Invoice) => ReactNode;
}

export function InvoicesView({ renderInvoiceActions }: InvoicesViewProps = {}) {
  const { t } = useLingui();
  useRefreshOnInvoicePaid();
  const { types, contractName } = useInvoiceScope();
  const defaultPageSize = useSetting('invoices.itemsPerPage');
  const [search, setSearch] = useSearchParams();
  const dates = useAddressDateReaders(search);
  const params = readListParams(search, types, defaultPageSize, dates);
  const defaults = { type: types[0] ?? 'electricity', pageSize: defaultPageSize };
  const change = (next: InvoiceListParams) => setSearch(writeListParams(search, next, defaults));

  const list = (type: DisplayType) => (
    // One list per type: a tab's list never shows another type's rows while its own arrive.
    <InvoiceList
      key={type}
      title={contractName ? t`Invoices of contract ${contractName}` : t(LIST_TITLE[type])}
      params={{ ...params, type }}
      defaultPageSize={defaultPageSize}
      contractName={contractName}
      onChange={change}
      renderInvoiceActions={renderInvoiceActions}
    />
  );

  if (types.length < 2) return list(params.type);
  // "Tabs only when more than one display type is configured" (customer-area §2 "Invoices"): links that look like tabs,
  // the type in the address as the contracts list's (no widget machinery before the list's first screen, decision
  // 009). A tab starts on its first page without filters.
  const tabTo = (type: DisplayType) => {
    const next = writeListParams(search, { type, page: 1, pageSize: params.pageSize, filters: {} }, defaults);
    return `?${next.toString()}`;
  };
  return (
    <Stack gap="4">
      <TabLinks
        label={t`Invoice types`}
        links={types.map((type) => ({
          key: type,
          label: t(TAB_LABEL[type]),
          to: tabTo(type),
          current: type === params.type,
        }))}
      />
      {list(params.type)}
    </Stack>
  );
}
