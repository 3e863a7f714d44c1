// Invoice lists (customer-area §7 "Invoices and payment"): GET invoices/?offset&limit&filter on v1 for electricity and
// v2 for gas, GET invoices_multipoint/?offset&limit&filter on v2. Keys start with the domain, general to specific:
// invalidating `invoiceQueries.all()` refetches every list (after a payment, for instance).
import {
  INVOICE_FILTER_PARAM_FIELDS,
  type DisplayType,
  type Invoice,
  type InvoiceChartResponse,
  type InvoiceFilter,
  type InvoiceChartQuery,
  type InvoiceFilterParamsQuery,
  type InvoiceFilterParamsResponse,
  type InvoiceListQuery as InvoiceListSearch,
  type InvoiceListResponse,
  type MultipointInvoice,
  type MultipointInvoiceListQuery,
  type MultipointInvoiceListResponse,
} from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { api, isHttpError } from '@portal/shared/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { INVOICES_QUERY_KEY } from '../../../lib/query-keys';

/** The kind of an electricity or gas list (not the multipoint one). */
export type InvoiceKind = 'electricity' | 'gas';

/** One row of a list, whatever its kind: an electricity or gas invoice, or a multipoint one. */
export type InvoiceListItem =
  | { kind: InvoiceKind; invoice: Invoice }
  | { kind: 'multipoint'; invoice: MultipointInvoice };

export interface InvoicePage {
  items: InvoiceListItem[];
  /** Total matching invoices, for the pagination. */
  total: number;
}

export interface InvoiceListQuery {
  type: DisplayType;
  /** 1-based. */
  page: number;
  pageSize: number;
  filter: InvoiceFilter[];
}

/** The list call's query (the contract's InvoiceListQuery, which the multipoint list's shares). */
function searchParams({
  page,
  pageSize,
  filter,
}: InvoiceListQuery): InvoiceListSearch & MultipointInvoiceListQuery {
  return {
    offset: String((page - 1) * pageSize),
    limit: String(pageSize),
    ...(filter.length ? { filter: JSON.stringify(filter) } : {}),
  };
}

export async function fetchInvoicePage(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoicePage> {
  if (query.type === 'multipoint') {
    try {
      const body = await api.get<MultipointInvoiceListResponse>('invoices_multipoint/', {
        version: 2,
        searchParams: searchParams(query),
        signal,
      });
      return {
        items: body.items.map((invoice) => ({ kind: 'multipoint', invoice })),
        total: body.n_items,
      };
    } catch (error) {
      // customer-area §7: "For multipoint invoices a 401 on listing triggers logout" (the shell answers the request).
      if (isHttpError(error, 401)) bus.emit('auth:logout-requested', { reason: 'expired' });
      throw error;
    }
  }
  const kind = query.type;
  const body = await api.get<InvoiceListResponse>('invoices/', {
    version: kind === 'electricity' ? 1 : 2,
    searchParams: searchParams(query),
    signal,
  });
  return { items: body.items.map((invoice) => ({ kind, invoice })), total: body.n_items };
}

/**
 * GET filter/params?fields=cups,addresses,contracts,vats (v2): the values the filter panel offers, among the invoices
 * of the list's kind (`type`, designed: the electricity tab offers no gas contract's CUPS or address).
 */
export async function fetchFilterParams(
  kind: InvoiceKind,
  signal?: AbortSignal,
): Promise<InvoiceFilterParamsResponse> {
  return api.get<InvoiceFilterParamsResponse>('filter/params', {
    version: 2,
    searchParams: {
      fields: INVOICE_FILTER_PARAM_FIELDS.join(','),
      type: kind,
    } satisfies InvoiceFilterParamsQuery,
    signal,
  });
}

/**
 * GET invoices/chart/?type&filter (v2, designed): the chart's sums per contract and month over every invoice of the
 * list (its kind and filter), instead of every invoice (3.7 MB for the company's three years). For the multipoint
 * list, per invoice address (api/docs/invoices.md).
 */
export async function fetchInvoiceChart(
  { type, filter, maxContracts }: ChartQuery,
  signal?: AbortSignal,
): Promise<InvoiceChartResponse> {
  return api.get<InvoiceChartResponse>('invoices/chart/', {
    version: 2,
    searchParams: {
      type,
      ...(filter.length ? { filter: JSON.stringify(filter) } : {}),
      // Only the contracts the chart shows (issue 47 item 3: 5,000 supply points were 8 MB of sums).
      ...(maxContracts && type !== 'multipoint' ? { max_contracts: String(maxContracts) } : {}),
    } satisfies InvoiceChartQuery,
    signal,
  });
}

export interface ChartQuery {
  type: DisplayType;
  filter: InvoiceFilter[];
  /** The most contracts the chart shows (`invoices.chart.maxContracts`): the API sends only those. */
  maxContracts?: number;
}

export const invoiceQueries = {
  all: () => INVOICES_QUERY_KEY,
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  list: (query: InvoiceListQuery) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(), query],
      queryFn: ({ signal }) => fetchInvoicePage(query, signal),
      // Paging keeps the previous page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  /** The chart of a list: the same kind and filter, summed by the API. */
  chart: (query: ChartQuery) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'chart', query],
      queryFn: ({ signal }) => fetchInvoiceChart(query, signal),
      staleTime: 60_000,
    }),
  filterParams: (kind: InvoiceKind) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'filter-params', kind],
      queryFn: ({ signal }) => fetchFilterParams(kind, signal),
      staleTime: 5 * 60_000,
    }),
};
