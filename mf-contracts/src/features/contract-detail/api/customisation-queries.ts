// The tariff customisations of a contract (customer-area §2 "tariff customisations"): for each kind, the current
// choice and the available ones (GET contract/{id}/{kind}/ and contract/{id}/available-…/), read together.
import type { ContractDetail, TariffCustomisationAnswers } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { CONTRACTS_QUERY_KEY } from '../../../lib/contract-keys';
import { useContractMutation } from './contract-changes';

export type CustomisationKind = keyof TariffCustomisationAnswers;
const AVAILABLE: Record<CustomisationKind, string> = {
  'double-tariff': 'available-double-tariffs',
  'happy-hours': 'available-happy-hours',
  'happy-day': 'available-happy-days',
};
/** An option of the kind `K`, as the contract's list of available ones gives it. */
export type OptionOf<K extends CustomisationKind> =
  TariffCustomisationAnswers[K]['available']['data'][number];

export const customisationQueries = {
  all: (contractId: number) => [...CONTRACTS_QUERY_KEY, 'customisations', contractId] as const,
  of: <K extends CustomisationKind>(contractId: number, kind: K) => ({
    queryKey: [...customisationQueries.all(contractId), kind] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const [current, available] = await Promise.all([
        api.get<TariffCustomisationAnswers[K]['current']>(`contract/${contractId}/${kind}/`, { signal }),
        api.get<TariffCustomisationAnswers[K]['available']>(`contract/${contractId}/${AVAILABLE[kind]}/`, {
          signal,
        }),
      ]);
      return { current: current.data, available: available.data };
    },
  }),
};

/** PUT contract/{id}/{kind}/ with the chosen option (a contract change: refreshes the contract when sent). */
export function useSaveCustomisation<K extends CustomisationKind>(contract: ContractDetail, kind: K) {
  return useContractMutation(contract.name, 'tariffCustomisation', (option: OptionOf<K>) =>
    api.put<TariffCustomisationAnswers[K]['current']>(`contract/${contract.id}/${kind}/`, { json: option }),
  );
}
