// Every contract of a type in one call, wherever a screen offers the customer's contracts to choose (the detail's
// contract switcher, the case forms): GET contracts (v2 falling back to v1) with "a full fetch uses limit 99999,
// offset 0" (customer-area §7 "Contracts"). One query key per type, so two screens asking share one answer.
import type { ContractListItem, ContractListQuery, ContractListResponse } from '@portal/shared/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const FULL_FETCH_LIMIT = 99999;

/** Electricity is the API's default type (no `type` sent); `all` is both supplies. */
export type ContractListType = NonNullable<ContractListQuery['type']>;

/** The search of a full fetch of `type` (also a page's first-call declaration). */
export function allContractsSearch(type: ContractListType): ContractListQuery {
  return { offset: '0', limit: String(FULL_FETCH_LIMIT), ...(type === 'electricity' ? {} : { type }) };
}

export function allContractsQuery(type: ContractListType) {
  return queryOptions({
    queryKey: ['contracts', 'all', type] as const,
    queryFn: async ({ signal }): Promise<ContractListItem[]> =>
      (
        await api.get<ContractListResponse>('contracts', {
          versions: [2, 1],
          searchParams: allContractsSearch(type),
          signal,
        })
      ).items,
    // A convenience list: the customer's contracts change seldom within a visit.
    staleTime: 5 * 60_000,
  });
}
