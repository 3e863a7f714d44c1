// The guard every contract detail view (electricity, gas) runs before its sections: it reads the contract and the
// switcher's contracts of its kind (refreshed when the contract changes), and until both are there it gives what to
// show instead (loading, "not found", an error with retry); a contract of the other kind goes to its own detail page.
import type { ContractDetail, ContractKind } from '@portal/shared/api-types';
import { warmFormats } from '@portal/shared/dates';
import { useDeferredQuery } from '@portal/shared/http';
import { Navigate } from '@portal/shared/routes';
import type { ReactElement } from 'react';
import { contractDetailPath } from '../../../lib/contract-paths';
import { contractDetailQueries } from '../api/contract-detail-queries';
import { contractOptionsQueries } from '../api/contract-options-queries';
import { useRefreshOnContractChanged } from '../api/use-refresh-on-contract-changed';
import { ContractDetailUnready } from './contract-detail-unready';

/** The contract once the view can show it, or what the view shows until then. */
export type ContractDetailState =
  | { contract: ContractDetail; unready?: undefined }
  | { contract?: undefined; unready: ReactElement };

export function useContractDetail(contractName: string, kind: ContractKind): ContractDetailState {
  useRefreshOnContractChanged(contractName);
  // The sections' dates and amounts: their formats (the browser's locale and time-zone data) are built in tasks of
  // their own while the contract's call travels, not inside the sections' first render (4.5 ms of CPU there, issue 47).
  warmFormats();
  const query = useDeferredQuery(contractDetailQueries.detail(contractName));
  // The switcher above the sections appears with the customer's contracts: the sections wait for it too, as,
  // arriving later above them, it would push them down (layout shift).
  const options = useDeferredQuery(contractOptionsQueries.byKind(kind));
  if (!query.isSuccess || options.isPending) {
    return {
      unready: (
        <ContractDetailUnready
          contractName={contractName}
          kind={kind}
          query={query}
          optionsPending={options.isPending}
        />
      ),
    };
  }
  const contract = query.data;
  if (contract.kind !== kind)
    return { unready: <Navigate to={contractDetailPath(contract.kind, contract.name)} replace /> };
  return { contract };
}
