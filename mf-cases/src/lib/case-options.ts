// What the case forms offer: the case categories, GET crm/cases/categories/ (with ?unsigned=true for visitors,
// customer-area §7 "Cases"), and the customer's contracts of every type, GET contracts?type=all (a full fetch: "limit
// 99999, offset 0", §7 "Contracts"; v2 falling back to v1). Shared by the request, contact and complaint forms.
import type { CaseCategory, CaseCategoryListResponse, ContractListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from './case-keys';

export const FULL_FETCH_LIMIT = 99999;

export interface ContractOption {
  id: number;
  name: string;
  address: string;
}

export async function fetchCaseCategories(
  audience: 'signed' | 'unsigned',
  signal?: AbortSignal,
): Promise<CaseCategory[]> {
  const body = await api.get<CaseCategoryListResponse>('crm/cases/categories/', {
    searchParams: audience === 'unsigned' ? { unsigned: 'true' } : undefined,
    signal,
  });
  return body.data;
}

export async function fetchContractOptions(signal?: AbortSignal): Promise<ContractOption[]> {
  const body = await api.get<ContractListResponse>('contracts', {
    versions: [2, 1],
    searchParams: { offset: 0, limit: FULL_FETCH_LIMIT, type: 'all' },
    signal,
  });
  return body.items.map((item) => ({ id: item.id, name: item.name, address: item.cups.full_address }));
}

/** `['cases', 'form', …]`: the options of every case form. */
export const caseOptionQueries = {
  all: () => [...CASES_QUERY_KEY, 'form'] as const,
  categories: (audience: 'signed' | 'unsigned' = 'signed') =>
    queryOptions({
      queryKey: [...caseOptionQueries.all(), 'categories', audience] as const,
      queryFn: ({ signal }) => fetchCaseCategories(audience, signal),
      staleTime: 5 * 60_000,
    }),
  contracts: () =>
    queryOptions({
      queryKey: [...caseOptionQueries.all(), 'contracts'] as const,
      queryFn: ({ signal }) => fetchContractOptions(signal),
      staleTime: 5 * 60_000,
    }),
};
