import { prefetchIfAbsent, useDeferredQuery } from '@portal/shared/http';
import { Navigate } from '@portal/shared/routes';
import { Stack, useAfterFirstPaint } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { contractDetailPath } from '../../../lib/contract-paths';
import { contractDetailQueries } from '../api/contract-detail-queries';
import { contractOptionsQueries } from '../api/contract-options-queries';
import { useRefreshOnContractChanged } from '../api/use-refresh-on-contract-changed';
import { ContractDataSection } from './contract-data-section';
import { ContractDetailRestLoader } from './contract-detail-rest-loader';
import { ContractDetailUnready } from './contract-detail-unready';
import { ContractSwitcher } from './contract-switcher';

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
  useRefreshOnContractChanged(contractName);
  const query = useDeferredQuery(contractDetailQueries.detail(contractName));
  // The switcher above the sections appears with the customer's contracts: scrolling waits for them too.
  const options = useDeferredQuery(contractOptionsQueries.byKind('electricity'));
  // The sections below the first screen render once it is painted (decision 009: rendering every section
  // and slot at once was the longest task of the route), their code fetched then and only once the browser
  // is idle after that paint, so that it never starts before the first screen's largest text is shown; a
  // link to one of them scrolls once they are there.
  const settled = query.isSuccess && !options.isPending;
  const rest = useAfterFirstPaint(settled, { idle: true });
  // The sections wait for the switcher too: arriving later above them, it would push them down (layout shift).
  if (!query.isSuccess || options.isPending)
    return (
      <ContractDetailUnready
        contractName={contractName}
        kind="electricity"
        query={query}
        optionsPending={options.isPending}
      />
    );
  const contract = query.data;
  // A gas contract has its own detail page.
  if (contract.kind === 'gas') return <Navigate to={contractDetailPath('gas', contract.name)} replace />;
  return (
    <Stack gap="6">
      <ContractSwitcher kind="electricity" current={contract.name} />
      <ContractDataSection contract={contract} />
      {rest ? <ContractDetailRestLoader contract={contract} /> : undefined}
    </Stack>
  );
}
