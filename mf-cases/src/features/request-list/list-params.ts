// The list's place in the address: ?page (1-based), ?size and ?state, so that going back from a request returns to the
// same page and filter. Anything invalid reads as the default.
import type { CaseState } from '@portal/shared/api-types';
import { readPageInAddress, writePageInAddress } from '@portal/shared/ui';
import { isCaseState } from '../../lib/case-state';

export interface RequestListSearch {
  page: number;
  pageSize: number;
  state: CaseState | undefined;
}

export function readRequestListSearch(
  search: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): RequestListSearch {
  const state = search.get('state');
  return {
    ...readPageInAddress(search, defaultPageSize, pageSizes),
    state: isCaseState(state) ? state : undefined,
  };
}

/** The search parameters for `list`, leaving out the defaults (a clean address for the first page). */
export function writeRequestListSearch(list: RequestListSearch, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  if (list.state) params.set('state', list.state);
  return writePageInAddress(params, list, defaultPageSize);
}
