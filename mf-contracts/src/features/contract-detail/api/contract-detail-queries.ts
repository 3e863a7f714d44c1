// A contract's detail: GET contracts/{name} (v2, falling back to v1; customer-area §3 "Contract (detail)"). Keys
// start with the domain: invalidating `['contracts']` (a change to a contract) refetches lists and details alike.
import type { ContractDetail, ContractDetailResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export async function fetchContractDetail(
  contractName: string,
  signal?: AbortSignal,
): Promise<ContractDetail> {
  const body = await api.get<ContractDetailResponse>(`contracts/${encodeURIComponent(contractName)}`, {
    versions: [2, 1],
    signal,
  });
  return body.data;
}

export const contractDetailQueries = {
  all: () => ['contracts', 'detail'] as const,
  detail: (contractName: string) =>
    queryOptions({
      queryKey: [...contractDetailQueries.all(), contractName] as const,
      queryFn: ({ signal }) => fetchContractDetail(contractName, signal),
    }),
};
