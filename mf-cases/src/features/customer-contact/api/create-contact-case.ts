// POST crm/cases/ (multipart) with polissa_id, category, subject, description and 1 to 6 `attachment` files
// (customer-area §7 "Cases"); the answer has the new case's id. Sent with upload progress (`postWithProgress`).
// The mutation hook of the template: it invalidates every case query (the requests list shows the new case) and
// emits `case:created`. "Case creation failure is only logged" (customer-area §8): it is logged here, and the form
// still tells the customer that nothing was sent, keeping what they typed.
import type { CaseDetailResponse, CreateCaseResponse } from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { api, postWithProgress } from '@portal/shared/http';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';
import type { ContactValues } from '../schemas';

export function contactFormData(values: ContactValues): FormData {
  const body = new FormData();
  body.append('polissa_id', values.polissa_id);
  body.append('category', values.category);
  body.append('subject', values.subject);
  body.append('description', values.description);
  for (const file of values.attachment) body.append('attachment', file, file.name);
  return body;
}

export function useCreateContactCase(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactValues) =>
      postWithProgress<CreateCaseResponse>('crm/cases/', contactFormData(values), { onProgress }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      bus.emit('case:created', { caseId: id });
    },
    onError: (error) => {
      console.error('The case could not be created', error);
    },
  });
}

/** The new case's number (CAS-…), read from its detail (GET crm/cases/{id}/): the creation answers only its id. */
export const createdCaseQuery = (id: number) =>
  queryOptions({
    queryKey: [...CASES_QUERY_KEY, 'contact', 'created', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<CaseDetailResponse>(`crm/cases/${id}/`, { signal })).data.number,
    staleTime: Infinity,
  });
