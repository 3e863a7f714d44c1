// A contract's communications: GET contracts/{contractId}/communications/?offset&limit (v2, v1; designed in the
// reference API, api/docs/contracts.md: customer-area §2 names the page but no call). Keys under ['contracts'].
import type { CommunicationListQuery, ContractCommunicationListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CONTRACTS_QUERY_KEY } from '../../../lib/contract-keys';

export const COMMUNICATIONS_PAGE_SIZE = 20;

export const communicationQueries = {
  all: () => [...CONTRACTS_QUERY_KEY, 'communications'] as const,
  page: (contractId: string, offset: number) =>
    queryOptions({
      queryKey: [...communicationQueries.all(), contractId, offset] as const,
      queryFn: ({ signal }) =>
        api.get<ContractCommunicationListResponse>(
          `contracts/${encodeURIComponent(contractId)}/communications/`,
          {
            versions: [2, 1],
            searchParams: {
              offset: String(offset),
              limit: String(COMMUNICATIONS_PAGE_SIZE),
            } satisfies CommunicationListQuery,
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
};
