import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFoundError, prefetchIfAbsent, useDeferredQuery } from '@portal/shared/http';
import { Navigate, Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Button, EmptyState, ErrorPanel, LoadingState, Stack, useAfterFirstPaint } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { contractDetailPath } from '../../../lib/contract-paths';
import { contractDetailQueries } from '../api/contract-detail-queries';
import { contractOptionsQueries } from '../api/contract-options-queries';
import { useRefreshOnContractChanged } from '../api/use-refresh-on-contract-changed';
import { ContractDataSection } from './contract-data-section';
import { ContractDetailRestLoader } from './contract-detail-rest-loader';
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
  const { t } = useLingui();
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
  const listPath = pathTo('contracts', { contractType: 'electricity' });
  // The sections wait for the switcher too: arriving later above them, it would push them down (layout shift).
  if (query.isPending || options.isPending)
    return <LoadingState shape="detail" label={t`Loading the contract…`} />;
  if (query.isError) {
    if (isNotFoundError(query.error)) {
      return (
        <EmptyState
          icon="contracts"
          title={t`Contract ${contractName} was not found.`}
          description={t`It does not exist or does not belong to this account.`}
          action={
            <Button asChild variant="outline" size="sm">
              <RouterLink to={listPath}>
                <Trans>Back to the contracts</Trans>
              </RouterLink>
            </Button>
          }
        />
      );
    }
    return <ErrorPanel title={t`The contract could not be loaded.`} onRetry={() => void query.refetch()} />;
  }
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
