// The list's place in the address: ?page (1-based), ?size and ?q, so that going back from a contract returns to the
// same page and search. Anything invalid reads as the default.
import { readPageInAddress, writePageInAddress } from '@portal/shared/ui';
import { GAS_LIST_EMPTY_FALLBACK_LIMIT } from '../../lib/fetch-limits';

export interface ListSearch {
  page: number;
  pageSize: number;
  query: string;
}

export function readListSearch(
  search: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): ListSearch {
  return {
    ...readPageInAddress(search, defaultPageSize, pageSizes),
    query: search.get('q') ?? '',
  };
}

/** The search parameters for `list`, leaving out the defaults (a clean address for the first page). */
export function writeListSearch(list: ListSearch, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  if (list.query) params.set('q', list.query);
  return writePageInAddress(params, list, defaultPageSize);
}

/** The gas list's place in the address: ?offset (0-based, a multiple of the step) and ?q. */
export interface GasListSearch {
  offset: number;
  query: string;
}

export function readGasListSearch(search: URLSearchParams): GasListSearch {
  const offset = search.get('offset');
  return {
    offset: offset && /^\d{1,6}$/.test(offset) ? Number(offset) : 0,
    query: search.get('q') ?? '',
  };
}

export function writeGasListSearch(list: GasListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (list.query) params.set('q', list.query);
  if (list.offset > 0) params.set('offset', String(list.offset));
  return params;
}

export interface GasPage {
  /** 1-based positions of the first and last contract shown. */
  first: number;
  last: number;
  total: number;
  /** The offsets of the previous and next pages; undefined at either end. */
  previous?: number;
  next?: number;
}

/** Previous / next paging over a gas list answer (customer-area §2 "The gas list has … previous/next paging"). */
export function gasPage(answer: {
  offset: number;
  limit?: number | null;
  n_items: number;
  total_items: number;
}): GasPage {
  const step = answer.limit && answer.limit > 0 ? answer.limit : GAS_LIST_EMPTY_FALLBACK_LIMIT;
  const shownTo = answer.offset + answer.n_items;
  return {
    first: answer.n_items > 0 ? answer.offset + 1 : 0,
    last: shownTo,
    total: answer.total_items,
    previous: answer.offset > 0 ? Math.max(0, answer.offset - step) : undefined,
    next: shownTo < answer.total_items ? answer.offset + step : undefined,
  };
}
