import { prefetchIfAbsent } from '@portal/shared/http';
import { Stack, useAfterFirstPaint } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { contractDetailQueries } from '../api/contract-detail-queries';
import { contractOptionsQueries } from '../api/contract-options-queries';
import { ContractDataSection } from './contract-data-section';
import { ContractDetailRestLoader } from './contract-detail-rest-loader';
import { ContractSwitcher } from './contract-switcher';
import { useContractDetail } from './use-contract-detail';

export interface ContractDetailViewProps {
  contractName: string;
}

/** The detail's first calls, asked for while the remote's catalogues load (the page's expose, decision 009): the
 * contract and the switcher's contracts, the queries the view then reads. */
export function usePrefetchContractDetail(
  contractName: string | undefined,
  kind: 'electricity' | 'gas',
): void {
  const queryClient = useQueryClient();
  if (!contractName) return;
  prefetchIfAbsent(queryClient, contractDetailQueries.detail(contractName));
  prefetchIfAbsent(queryClient, contractOptionsQueries.byKind(kind));
}

/** The electricity contract's read-only sections, with loading, not-found and error (with retry) states. */
export function ContractDetailView({ contractName }: ContractDetailViewProps) {
  const { contract, unready } = useContractDetail(contractName, 'electricity');
  // The sections below the first screen render once it is painted (decision 009: rendering every section
  // and slot at once was the longest task of the route), their code fetched then and only once the browser
  // is idle after that paint, so that it never starts before the first screen's largest text is shown; a
  // link to one of them scrolls once they are there.
  const rest = useAfterFirstPaint(contract !== undefined, { idle: true });
  // Loading, not found, an error, or a gas contract (sent to its own detail page).
  if (unready) return unready;
  return (
    <Stack gap="6">
      <ContractSwitcher kind="electricity" current={contract.name} />
      <ContractDataSection contract={contract} />
      {rest ? <ContractDetailRestLoader contract={contract} /> : undefined}
    </Stack>
  );
}
