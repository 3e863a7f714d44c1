// POST crm/cases/{id}/messages/ (multipart: `text` and 0 to 6 `attachment` files; designed by the reference API); the
// case goes back to in process. Sent with upload progress (issue 11 "uploads show progress"). The mutation hook
// invalidates every case query (the detail and the list's state).
import type { CaseMessageResponse } from '@portal/shared/api-types';
import { postWithProgress } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';
import { caseFormData, type Sending } from '../../../lib/create-case';
import type { ReplyValues } from '../schemas';

export function sendMessage(
  caseId: number,
  values: ReplyValues,
  onProgress?: (fraction: number) => void,
): Promise<CaseMessageResponse> {
  const body = caseFormData({ text: values.text }, values.attachment);
  return postWithProgress<CaseMessageResponse>(`crm/cases/${caseId}/messages/`, body, { onProgress });
}

export function useSendMessage(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, onProgress }: Sending<ReplyValues>) => sendMessage(caseId, values, onProgress),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CASES_QUERY_KEY });
    },
  });
}
