// POST crm/cases/ (multipart) with polissa_id, category, subject, description and 1 to 6 `attachment` files
// (customer-area §7 "Cases"); the answer has the new case's id. A 400 answers an errors map on those fields. Sent with
// upload progress (`postWithProgress`, issue 11 "uploads show progress").
// The mutation hook of the template: it invalidates every case query (the list shows the new request) and emits
// `case:created`. "Case creation failure is only logged" (customer-area §8): it is logged here, and the form still
// tells the customer that nothing was sent, keeping what they typed.
import type { CreateCaseResponse } from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { postWithProgress } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';
import type { RequestValues } from '../schemas';

export function requestFormData(values: RequestValues): FormData {
  const body = new FormData();
  body.append('polissa_id', values.polissa_id);
  body.append('category', values.category);
  body.append('subject', values.subject);
  body.append('description', values.description);
  for (const file of values.attachment) body.append('attachment', file, file.name);
  return body;
}

export function createRequest(
  values: RequestValues,
  onProgress?: (fraction: number) => void,
): Promise<CreateCaseResponse> {
  return postWithProgress<CreateCaseResponse>('crm/cases/', requestFormData(values), { onProgress });
}

export function useCreateRequest(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RequestValues) => createRequest(values, onProgress),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      bus.emit('case:created', { caseId: id });
    },
    onError: (error) => {
      console.error('The case could not be created', error);
    },
  });
}
