// One request: GET crm/cases/{id}/ (designed by the reference API: the case with its messages, their states and
// attachments; another customer's case is a 404). Keys start from the remote's root key, so that a new message or a
// new case refetches it.
import type { CaseDetail, CaseDetailResponse } from '@portal/shared/api-types';
import { api, downloadFile, type DownloadResult } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';
import { currentLocale } from '@portal/shared/i18n';

export async function fetchRequestDetail(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  const response = await api.get<CaseDetailResponse>(`crm/cases/${id}/`, { signal });
  return response.data;
}

export const requestDetailQueries = {
  all: () => [...CASES_QUERY_KEY, 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      // Its section and category are named in the request's language.
      queryKey: [...requestDetailQueries.all(), id, currentLocale()] as const,
      queryFn: ({ signal }) => fetchRequestDetail(id, signal),
    }),
};

/** GET crm/cases/{caseId}/attachments/{id}/: each attachment's `file` is that path; saved under the server's name. */
export function downloadCaseAttachment(file: string): Promise<DownloadResult> {
  return downloadFile(file);
}
