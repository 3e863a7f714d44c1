// What the case forms offer: the case categories, GET crm/cases/categories/ (with ?unsigned=true for visitors,
// customer-area §7 "Cases"), and the customer's contracts of every type (allContractsQuery('all') of
// @portal/shared/http: a full fetch, GET contracts?type=all). Shared by the request, contact and complaint forms.
import type {
  CaseCategoriesQuery,
  CaseCategory,
  CaseCategoryListResponse,
  ContractListItem,
} from '@portal/shared/api-types';
import { allContractsQuery, api } from '@portal/shared/http';
import { currentLocale } from '@portal/shared/i18n';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from './case-keys';

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
    searchParams: audience === 'unsigned' ? ({ unsigned: 'true' } satisfies CaseCategoriesQuery) : undefined,
    signal,
  });
  return body.data;
}

function toContractOptions(items: ContractListItem[]): ContractOption[] {
  return items.map((item) => ({ id: item.id, name: item.name, address: item.cups.full_address }));
}

/** `['cases', 'form', …]`: the options of every case form. */
export const caseOptionQueries = {
  all: () => [...CASES_QUERY_KEY, 'form'] as const,
  categories: (audience: 'signed' | 'unsigned' = 'signed') =>
    queryOptions({
      // Named in the request's language (a change of language asks again).
      queryKey: [...caseOptionQueries.all(), 'categories', audience, currentLocale()] as const,
      queryFn: ({ signal }) => fetchCaseCategories(audience, signal),
      // The last names stay meanwhile: a form waiting for its categories would be replaced by its loading state and
      // lose what was typed (the comparators' fault).
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  contracts: () => queryOptions({ ...allContractsQuery('all'), select: toContractOptions }),
};
