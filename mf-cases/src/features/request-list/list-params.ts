// The list's place in the address: ?page (1-based), ?size and ?state, so that going back from a request returns to the
// same page and filter. Anything invalid reads as the default.
import type { CaseState } from '@portal/shared/api-types';
import { isCaseState } from '../../lib/case-state';

export interface RequestListSearch {
  page: number;
  pageSize: number;
  state: CaseState | undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function readRequestListSearch(
  search: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): RequestListSearch {
  const size = positiveInt(search.get('size'));
  const state = search.get('state');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && pageSizes.includes(size) ? size : defaultPageSize,
    state: isCaseState(state) ? state : undefined,
  };
}

/** The search parameters for `list`, leaving out the defaults (a clean address for the first page). */
export function writeRequestListSearch(list: RequestListSearch, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  if (list.state) params.set('state', list.state);
  if (list.page > 1) params.set('page', String(list.page));
  if (list.pageSize !== defaultPageSize) params.set('size', String(list.pageSize));
  return params;
}
