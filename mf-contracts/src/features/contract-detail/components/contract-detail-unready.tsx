// What a contract's detail (electricity or gas) shows until the contract and the switcher's contracts are there:
// loading, "not found" with the way back to the list, or an error with retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFoundError } from '@portal/shared/http';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Button, EmptyState, ErrorPanel, LoadingState } from '@portal/shared/ui';

export interface ContractDetailUnreadyProps {
  contractName: string;
  kind: 'electricity' | 'gas';
  /** The contract's query, not yet a success or the switcher still loading. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The switcher's contracts are still loading: the sections wait for them (no layout shift). */
  optionsPending: boolean;
}

export function ContractDetailUnready({
  contractName,
  kind,
  query,
  optionsPending,
}: ContractDetailUnreadyProps) {
  const { t } = useLingui();
  // The detail is taller than the screen: its skeleton fills it, so the footer does not show under it and then jump
  // away when the contract comes (layout shift).
  if (query.isPending || optionsPending)
    return <LoadingState shape="detail" fillsScreen label={t`Loading the contract…`} />;
  if (query.isError && isNotFoundError(query.error)) {
    return (
      <EmptyState
        icon="contracts"
        title={t`Contract ${contractName} was not found.`}
        description={t`It does not exist or does not belong to this account.`}
        action={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={pathTo('contracts', { contractType: kind })}>
              <Trans>Back to the contracts</Trans>
            </RouterLink>
          </Button>
        }
      />
    );
  }
  return <ErrorPanel title={t`The contract could not be loaded.`} onRetry={() => void query.refetch()} />;
}
