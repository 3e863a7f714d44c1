// POST contracts/{contract}/atc/ (multipart) with contract, tipus, subtipus, comments and an optional attachment
// (customer-area §7 "Contracts"), with upload progress (issue 11 "uploads show progress"); the answer's result is
// the complaint number. A 400 answers `atc_validation` on the
// fields. "ATC failure display: not shown" (§8): a failure is logged, and the form says that nothing was sent,
// keeping what was typed.
import type { AtcResponse } from '@portal/shared/api-types';
import { postWithProgress } from '@portal/shared/http';
import { useMutation } from '@tanstack/react-query';
import { caseFormData, type Sending } from '../../../lib/create-case';
import type { AtcValues } from '../schemas';

export function complaintFormData({ contract, tipus, subtipus, comments, attachment }: AtcValues): FormData {
  return caseFormData({ contract, tipus, subtipus, comments }, attachment);
}

export async function sendComplaint(
  values: AtcValues,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const path = `contracts/${encodeURIComponent(values.contract)}/atc/`;
  return (await postWithProgress<AtcResponse>(path, complaintFormData(values), { onProgress })).result;
}

export function useSendComplaint() {
  return useMutation({
    mutationFn: ({ values, onProgress }: Sending<AtcValues>) => sendComplaint(values, onProgress),
    onError: (error) => {
      console.error('The complaint could not be sent', error);
    },
  });
}
