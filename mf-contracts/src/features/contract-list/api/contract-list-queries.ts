// The contract list: GET contracts?offset&limit[&filter][&type=gas] (customer-area §7 "Contracts", v2 falling back to
// v1). The filter is matched by the API against the contract number, the supply address and the CUPS. Keys start
// with the domain, general to specific: invalidating `contractListQueries.all()` refetches every page of every type.
import type { ContractKind, ContractListQuery, ContractListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The lists the page shows: "list contracts of type electricity, gas and multipoint" (customer-area §1). The
 * multipoint list is every supply point of the customer, electricity and gas together (the API's `type=all`).
 */
export type ContractListType = ContractKind | 'multipoint';

export interface ContractListParams {
  kind: ContractListType;
  /** 0-based. */
  offset: number;
  limit: number;
  /** Free text; empty for none. */
  filter: string;
}

/** The API's `type` for a list: none for electricity (its default), `gas`, `all` for multipoint. */
export function apiListType(kind: ContractListType): ContractListQuery['type'] {
  if (kind === 'gas') return 'gas';
  if (kind === 'multipoint') return 'all';
  return undefined;
}

export async function fetchContractList(
  { kind, offset, limit, filter }: ContractListParams,
  signal?: AbortSignal,
): Promise<ContractListResponse> {
  const type = apiListType(kind);
  const searchParams: ContractListQuery = {
    offset: String(offset),
    limit: String(limit),
    ...(type ? { type } : {}),
    ...(filter ? { filter } : {}),
  };
  return api.get<ContractListResponse>('contracts', { versions: [2, 1], searchParams, signal });
}

export const contractListQueries = {
  all: () => ['contracts', 'list'] as const,
  page: (params: ContractListParams) =>
    queryOptions({
      queryKey: [...contractListQueries.all(), params] as const,
      queryFn: ({ signal }) => fetchContractList(params, signal),
      // The previous page stays on screen while the next one (or a search result) loads: no flash of a spinner.
      placeholderData: keepPreviousData,
    }),
};
