// The figure of the home's requests card (issue 44 item 4: "open cases with a reply"): the requests the company has
// answered asking the customer for more (customer-area §4 case state "additional information needed"), from the
// requests list call (GET crm/cases/?offset&limit&state): how many, and the newest one to link to when it is alone.
import type { CaseListQuery, CaseListResponse, CaseState } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../lib/case-keys';

/** The state of a request waiting for the customer's reply. */
export const AWAITING_REPLY: CaseState = 'additional_information';

export const summaryQueries = {
  awaitingReply: () =>
    queryOptions({
      queryKey: [...CASES_QUERY_KEY, 'summary', AWAITING_REPLY] as const,
      queryFn: ({ signal }) =>
        api.get<CaseListResponse>('crm/cases/', {
          searchParams: { offset: '0', limit: '1', state: AWAITING_REPLY } satisfies CaseListQuery,
          signal,
        }),
      staleTime: 60_000,
    }),
};
