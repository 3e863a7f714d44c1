// The contact case's number, once it is created (POST crm/cases/, as every signed-in case form sends it).
import type { CaseDetailResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';

/** The new case's number (CAS-…), read from its detail (GET crm/cases/{id}/): the creation answers only its id. */
export const createdCaseQuery = (id: number) =>
  queryOptions({
    queryKey: [...CASES_QUERY_KEY, 'contact', 'created', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<CaseDetailResponse>(`crm/cases/${id}/`, { signal })).data.number,
    staleTime: Infinity,
  });
