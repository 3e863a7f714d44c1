// The shares a change starts from: the contract's distribution as the API holds it when the dialog opens (GET
// contract/bateria_virtual_percentages/{batteryId}, customer-area §7), so the preview does not start from figures another
// tab or an earlier change has since moved. Until it answers, or when it fails or lists no battery of the contract, the
// contract's own entries are the figures (the ones on screen behind the dialog).
import type { BatteryPercentage, VirtualBattery } from '@portal/shared/api-types';
import { useQuery } from '@tanstack/react-query';
import { batteryQueries } from './battery-queries';

export interface CurrentShares<T extends Pick<VirtualBattery, 'pes_percentatge' | 'bateria'>> {
  /** The entries, each with the API's current percentage for its battery when it has one. */
  entries: T[];
  /** The call failed: the entries keep the contract's figures. */
  failed: boolean;
  retry: () => void;
}

export function withShares<T extends Pick<VirtualBattery, 'pes_percentatge' | 'bateria'>>(
  entries: readonly T[],
  shares: readonly BatteryPercentage[] | undefined,
): T[] {
  const byBattery = new Map((shares ?? []).map((share) => [share.bateria_id, share.percentage]));
  return entries.map((entry) => {
    const share = byBattery.get(entry.bateria.id);
    return share === undefined ? entry : { ...entry, pes_percentatge: share };
  });
}

export function useCurrentShares<T extends Pick<VirtualBattery, 'pes_percentatge' | 'bateria'>>(
  entries: readonly T[],
  entryId: number,
): CurrentShares<T> {
  const query = useQuery(batteryQueries.percentages(entryId));
  return {
    entries: withShares(entries, query.data),
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
