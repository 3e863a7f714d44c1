// The figures of the home's invoices card (issue 44 item 4: "invoices pending payment and their total, … the last
// invoice"), from the invoice lists the invoices screen reads (customer-area §7): the unpaid ones (`paid = unpaid`,
// each with what is left to pay) and the newest one. One list for the kinds the brand displays: electricity and gas
// together (`type=all`, api/docs/invoices.md), or the only one, or the multipoint list for a brand with neither. The
// two calls start together, beside the card's catalogue (the exposed module's prefetch), not one after the other.
import type {
  DisplayType,
  Invoice,
  InvoiceFilter,
  InvoiceListQuery,
  InvoiceListResponse,
  MultipointInvoiceListQuery,
  MultipointInvoiceListResponse,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { INVOICES_QUERY_KEY } from '../../lib/query-keys';

/** More unpaid invoices than this is not a household's case; the count stays exact, the total sums these. */
export const PENDING_FETCH_LIMIT = 100;
export const UNPAID_FILTER: InvoiceFilter[] = [['paid', '=', 'unpaid']];

/** Which list answers for the brand's display types. */
export type SummaryList =
  | { endpoint: 'invoices/'; version: 1 | 2; type?: 'all' }
  | { endpoint: 'invoices_multipoint/'; version: 2 };

export function summaryList(displayTypes: readonly DisplayType[]): SummaryList {
  const electricity = displayTypes.includes('electricity');
  const gas = displayTypes.includes('gas');
  if (electricity && gas) return { endpoint: 'invoices/', version: 1, type: 'all' };
  if (electricity) return { endpoint: 'invoices/', version: 1 };
  if (gas) return { endpoint: 'invoices/', version: 2 };
  return { endpoint: 'invoices_multipoint/', version: 2 };
}

/** An invoice as the card shows it, whatever the list. */
export interface SummaryInvoice {
  number: string;
  date: string;
  amountTotal: number;
  amountPending: number;
  /** The invoices screen's tab it is on. */
  tab: DisplayType;
}

export interface SummaryPage {
  items: SummaryInvoice[];
  total: number;
}

function summaryInvoice(
  invoice: Pick<Invoice, 'number' | 'date' | 'amount_total' | 'amount_pending'>,
  tab: DisplayType,
): SummaryInvoice {
  return {
    number: invoice.number,
    date: invoice.date,
    amountTotal: invoice.amount_total,
    amountPending: invoice.amount_pending,
    tab,
  };
}

async function fetchSummaryPage(
  list: SummaryList,
  page: { limit: number; filter?: InvoiceFilter[] },
  signal?: AbortSignal,
): Promise<SummaryPage> {
  const searchParams: InvoiceListQuery & MultipointInvoiceListQuery = {
    offset: '0',
    limit: String(page.limit),
    ...(list.endpoint === 'invoices/' && list.type ? { type: list.type } : {}),
    ...(page.filter ? { filter: JSON.stringify(page.filter) } : {}),
  };
  if (list.endpoint === 'invoices_multipoint/') {
    const body = await api.get<MultipointInvoiceListResponse>(list.endpoint, {
      version: 2,
      searchParams,
      signal,
    });
    return { total: body.n_items, items: body.items.map((i) => summaryInvoice(i, 'multipoint')) };
  }
  const body = await api.get<InvoiceListResponse>(list.endpoint, {
    version: list.version,
    searchParams,
    signal,
  });
  return { total: body.n_items, items: body.items.map((i) => summaryInvoice(i, i.type)) };
}

export const summaryQueries = {
  // Under the invoices' root key: a payment (`invoice:paid` invalidates it) refreshes the card too.
  all: () => [...INVOICES_QUERY_KEY, 'summary'] as const,
  pending: (list: SummaryList) =>
    summaryPageQuery('pending', list, { limit: PENDING_FETCH_LIMIT, filter: UNPAID_FILTER }),
  last: (list: SummaryList) => summaryPageQuery('last', list, { limit: 1 }),
};

function summaryPageQuery(
  name: 'pending' | 'last',
  list: SummaryList,
  page: { limit: number; filter?: InvoiceFilter[] },
) {
  return queryOptions({
    queryKey: [...summaryQueries.all(), name, list] as const,
    queryFn: ({ signal }) => fetchSummaryPage(list, page, signal),
    staleTime: 60_000,
  });
}

/** The pending invoices' count and what is left to pay of them. */
export function pendingFigures(page: SummaryPage): { count: number; amount: number } {
  const amount = page.items.reduce((sum, invoice) => sum + invoice.amountPending, 0);
  return { count: page.total, amount: Math.round(amount * 100) / 100 };
}
