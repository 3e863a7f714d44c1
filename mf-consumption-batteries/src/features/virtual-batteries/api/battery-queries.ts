// A contract's virtual battery entries: the `bateria_virtual` of GET contracts/{name} (v2, falling back to v1; the
// contracts domain carries them). Keys start with this domain: a battery change invalidates `['batteries']`.
import type {
  BatteryPercentage,
  BatteryType,
  ContractDetailResponse,
  VirtualBattery,
} from '@portal/shared/api-types';
import { api, downloadFile } from '@portal/shared/http';
import { queryOptions, useMutation } from '@tanstack/react-query';

export async function fetchContractBatteries(
  contractName: string,
  signal?: AbortSignal,
): Promise<VirtualBattery[]> {
  const body = await api.get<ContractDetailResponse>(`contracts/${encodeURIComponent(contractName)}`, {
    versions: [2, 1],
    signal,
  });
  return body.data.bateria_virtual;
}

export const batteryQueries = {
  all: () => ['batteries'] as const,
  ofContract: (contractName: string) =>
    queryOptions({
      queryKey: [...batteryQueries.all(), 'contract', contractName] as const,
      queryFn: ({ signal }) => fetchContractBatteries(contractName, signal),
    }),
  /** "GET contract/bateria/types" (customer-area §7): the discount management types. */
  types: () =>
    queryOptions({
      queryKey: [...batteryQueries.all(), 'types'] as const,
      queryFn: ({ signal }) => api.get<BatteryType[]>('contract/bateria/types', { versions: [2, 1], signal }),
      staleTime: Infinity,
    }),
  /**
   * "GET contract/bateria_virtual_percentages/{batteryId}" (customer-area §7): the distribution of the entry's contract
   * as the API holds it now ("Percentage response entries: bateria_id, percentage", §3). Under `['batteries']`, so a
   * change refetches it.
   */
  percentages: (entryId: number) =>
    queryOptions({
      queryKey: [...batteryQueries.all(), 'percentages', entryId] as const,
      queryFn: ({ signal }) =>
        api.get<BatteryPercentage[]>(`contract/bateria_virtual_percentages/${entryId}`, {
          versions: [2, 1],
          signal,
        }),
    }),
};

/** "GET contracts/virtual_batteries/{ids comma-separated} downloads Excel" (customer-area §7). */
export function useDownloadBatteries() {
  return useMutation({
    mutationFn: (ids: readonly number[]) => downloadFile(`contracts/virtual_batteries/${ids.join(',')}`),
  });
}
