// Every contract of a type, for the detail's contract switcher: "a full fetch uses limit 99999, offset 0"
// (customer-area §7 "Contracts").
import type { ContractKind, ContractListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { FULL_FETCH_LIMIT } from '../../../lib/fetch-limits';

export interface ContractOption {
  name: string;
  address: string;
}

export async function fetchContractOptions(
  kind: ContractKind,
  signal?: AbortSignal,
): Promise<ContractOption[]> {
  const body = await api.get<ContractListResponse>('contracts', {
    versions: [2, 1],
    searchParams: { offset: 0, limit: FULL_FETCH_LIMIT, ...(kind === 'gas' ? { type: 'gas' } : {}) },
    signal,
  });
  return body.items.map((item) => ({ name: item.name, address: item.cups.full_address }));
}

export const contractOptionsQueries = {
  all: () => ['contracts', 'options'] as const,
  byKind: (kind: ContractKind) =>
    queryOptions({
      queryKey: [...contractOptionsQueries.all(), kind] as const,
      queryFn: ({ signal }) => fetchContractOptions(kind, signal),
      // The switcher is a convenience: the list changes seldom within a visit.
      staleTime: 5 * 60_000,
    }),
};
