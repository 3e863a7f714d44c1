// POST crm/unsigned/ (multipart, no token) with email, mobile, category (an unsigned one), subject, description and
// 1 to 6 `attachment` files (customer-area §7 "Cases"); the answer's result is the case number. Sent with upload
// progress (`postWithProgress`). A failure is logged ("case creation failure is only logged", §8), and the form says
// that nothing was sent, keeping what was typed.
import type { CreateUnsignedCaseResponse } from '@portal/shared/api-types';
import { useMutation } from '@tanstack/react-query';
import { postWithProgress } from '@portal/shared/http';
import type { UnsignedContactValues } from '../schemas';

export function unsignedFormData(values: UnsignedContactValues): FormData {
  const body = new FormData();
  body.append('email', values.email);
  body.append('mobile', values.mobile);
  body.append('category', values.category);
  body.append('subject', values.subject);
  body.append('description', values.description);
  for (const file of values.attachment) body.append('attachment', file, file.name);
  return body;
}

export function useSendUnsignedContact(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: async (values: UnsignedContactValues) =>
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
