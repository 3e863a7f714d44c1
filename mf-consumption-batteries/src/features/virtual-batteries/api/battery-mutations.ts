// The battery changes (customer-area §7 "Virtual batteries"): each one answers the contract's entries after the
// change. The mutation hooks of the template: they invalidate through the feature's query-key factory and emit
// `contract:changed` (the contracts domain shows the same entries in its detail).
import type {
  BatteryChangeResponse,
  BatteryDiscountRequest,
  ChangeBatteryPercentageRequest,
  DiscountManagement,
  MoveVirtualBatteryRequest,
} from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { api } from '@portal/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clampPercentage } from '../percentage';
import { batteryQueries } from './battery-queries';

export type BatteryChange = 'battery-percentage' | 'battery-move' | 'battery-discount';

const contractPath = (contractName: string, call: string, entryId: number) =>
  `contract/${encodeURIComponent(contractName)}/${call}/${entryId}`;

function useBatteryMutation<V>(
  contractName: string,
  change: BatteryChange,
  send: (variables: V) => Promise<BatteryChangeResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(batteryQueries.ofContract(contractName).queryKey, answer.bateria_virtual);
      await queryClient.invalidateQueries({ queryKey: batteryQueries.all() });
      bus.emit('contract:changed', { contractName, change });
    },
  });
}

/** "PUT or POST contract/{name}/change_bateria_pes_percentatge/{batteryId} with pes_percentatge". */
export function useChangePercentage(contractName: string) {
  return useBatteryMutation(
    contractName,
    'battery-percentage',
    ({ entryId, percentage }: { entryId: number; percentage: number }) => {
      const json: ChangeBatteryPercentageRequest = { pes_percentatge: clampPercentage(percentage) };
      return api.put<BatteryChangeResponse>(
        contractPath(contractName, 'change_bateria_pes_percentatge', entryId),
        {
          json,
        },
      );
    },
  );
}

/** "Call contract/{name}/bateria_virtual_move_virtual_battery/{batteryId} with pes_percentatge, bateria_desti". */
export function useMoveBattery(contractName: string) {
  return useBatteryMutation(
    contractName,
    'battery-move',
    ({ entryId, percentage, destination }: { entryId: number; percentage: number; destination: number }) => {
      const json: MoveVirtualBatteryRequest = {
        pes_percentatge: clampPercentage(percentage),
        bateria_desti: destination,
      };
      return api.put<BatteryChangeResponse>(
        contractPath(contractName, 'bateria_virtual_move_virtual_battery', entryId),
        { json },
      );
    },
  );
}

/** "Call contract/{name}/bateria/{batteryId} with valor_descomptes" (aplicar or the other type of the types list). */
export function useChangeDiscount(contractName: string) {
  return useBatteryMutation(
    contractName,
    'battery-discount',
    ({ entryId, management }: { entryId: number; management: DiscountManagement }) => {
      const json: BatteryDiscountRequest = { valor_descomptes: management };
      return api.put<BatteryChangeResponse>(contractPath(contractName, 'bateria', entryId), { json });
    },
  );
}
