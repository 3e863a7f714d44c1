// POST contracts/{contract}/atc/ (multipart) with contract, tipus, subtipus, comments and an optional attachment
// (customer-area §7 "Contracts"); the answer's result is the complaint number. A 400 answers `atc_validation` on the
// fields. "ATC failure display: not shown" (§8): a failure is logged, and the form says that nothing was sent,
// keeping what was typed.
import type { AtcResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { useMutation } from '@tanstack/react-query';
import type { AtcValues } from '../schemas';

export function complaintFormData(values: AtcValues): FormData {
  const body = new FormData();
  body.append('contract', values.contract);
  body.append('tipus', values.tipus);
  body.append('subtipus', values.subtipus);
  body.append('comments', values.comments);
  for (const file of values.attachment) body.append('attachment', file, file.name);
  return body;
}

export async function sendComplaint(values: AtcValues): Promise<string> {
  const path = `contracts/${encodeURIComponent(values.contract)}/atc/`;
  return (await api.post<AtcResponse>(path, { body: complaintFormData(values) })).result;
}

export function useSendComplaint() {
  return useMutation({
    mutationFn: sendComplaint,
    onError: (error) => {
      console.error('The complaint could not be sent', error);
    },
  });
}
