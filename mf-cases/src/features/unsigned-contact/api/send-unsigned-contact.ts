// POST crm/unsigned/ (multipart, no token) with email, mobile, category (an unsigned one), subject, description and
// 1 to 6 `attachment` files (customer-area §7 "Cases"); the answer's result is the case number. Sent with upload
// progress (`postWithProgress`). A failure is logged ("case creation failure is only logged", §8), and the form says
// that nothing was sent, keeping what was typed.
import type { CreateUnsignedCaseResponse } from '@portal/shared/api-types';
import { useMutation } from '@tanstack/react-query';
import { postWithProgress } from '@portal/shared/http';
import { caseFormData, type Sending } from '../../../lib/create-case';
import type { UnsignedContactValues } from '../schemas';

export function unsignedFormData(values: UnsignedContactValues): FormData {
  const { email, mobile, category, subject, description, attachment } = values;
  return caseFormData({ email, mobile, category, subject, description }, attachment);
}

export function useSendUnsignedContact() {
  return useMutation({
    mutationFn: async ({ values, onProgress }: Sending<UnsignedContactValues>) =>
      (
        await postWithProgress<CreateUnsignedCaseResponse>('crm/unsigned/', unsignedFormData(values), {
          onProgress,
        })
      ).result,
    onError: (error) => {
      console.error('The case could not be created', error);
    },
  });
}
