// The requests list: GET crm/cases/?offset&limit[&state] (designed by the reference API in the spec's style, newest
// first; customer-area §7 "Case list ... calls: not shown"). Keys go general → specific from the remote's root key:
// invalidating `requestListQueries.all()` (or the root) refetches every page of every state.
import type { CaseListQuery, CaseListResponse, CaseState } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { currentLocale } from '@portal/shared/i18n';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';

export interface RequestListParams {
  /** 0-based. */
  offset: number;
  limit: number;
  /** Only the requests in this state; undefined for all. */
  state?: CaseState;
}

export async function fetchRequestList(
  { offset, limit, state }: RequestListParams,
  signal?: AbortSignal,
): Promise<CaseListResponse> {
  const searchParams: CaseListQuery = {
    offset: String(offset),
    limit: String(limit),
    ...(state ? { state } : {}),
  };
  return api.get<CaseListResponse>('crm/cases/', { searchParams, signal });
}

export const requestListQueries = {
  all: () => [...CASES_QUERY_KEY, 'list'] as const,
  page: (params: RequestListParams) =>
    queryOptions({
      // The API names sections and categories in the request's language: each language is its own answer.
      queryKey: [...requestListQueries.all(), params, currentLocale()] as const,
      queryFn: ({ signal }) => fetchRequestList(params, signal),
      // The previous page stays on screen while the next one (or another state) loads.
      placeholderData: keepPreviousData,
    }),
};
