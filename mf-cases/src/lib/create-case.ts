// The case calls the forms share. POST crm/cases/ (multipart) with polissa_id, category, subject, description and 1
// to 6 `attachment` files (customer-area §7 "Cases"), the answer has the new case's id; sent with upload progress
// (`postWithProgress`, issue 11 "uploads show progress"). Used by the request and customer contact forms: the mutation
// invalidates every case query (the requests list shows the new case) and emits `case:created`. "Case creation
// failure is only logged" (customer-area §8): it is logged here, and the form still tells the customer that nothing
// was sent, keeping what they typed.
import type { CreateCaseResponse } from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { postWithProgress } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from './case-keys';

/** A case form's multipart body: its text fields in order, then each file under `attachment`. */
export function caseFormData(fields: Record<string, string>, attachment: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of attachment) body.append('attachment', file, file.name);
  return body;
}

export interface CaseValues {
  polissa_id: string;
  category: string;
  subject: string;
  description: string;
  attachment: File[];
}

/** A case form's values on their way, and where the share of their files sent is reported. */
export interface Sending<Values> {
  values: Values;
  onProgress: (fraction: number) => void;
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, onProgress }: Sending<CaseValues>) => {
      const { attachment, polissa_id, category, subject, description } = values;
      return postWithProgress<CreateCaseResponse>(
        'crm/cases/',
        caseFormData({ polissa_id, category, subject, description }, attachment),
        { onProgress },
      );
    },
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
      bus.emit('case:created', { caseId: id });
    },
    onError: (error) => {
      console.error('The case could not be created', error);
    },
  });
}
