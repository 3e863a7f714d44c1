// The home's contracts card (slot `home.summary`, issue 44 item 4: "contracts awaiting signature", linked to where
// it is handled): one contract leads to its detail, several to the contracts list.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Button, SummaryCard, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { contractDetailPath } from '../../../lib/contract-paths';
import { summaryKind, summaryQueries } from '../summary-queries';

export function ContractsSummary() {
  const { t } = useLingui();
  const displayTypes = useSetting('displayTypes');
  const query = useQuery(summaryQueries.awaitingSignature(summaryKind(displayTypes)));
  const awaiting = query.data ?? { count: 0, first: [] };
  const { count, first } = awaiting;
  const only = count === 1 ? first[0] : undefined;
  // The list's tab of those contracts: gas when they all are (all read in the card's page) and the brand displays it.
  const listType =
    first.length === count && first.every((c) => c.kind === 'gas') && displayTypes.includes('gas')
      ? 'gas'
      : 'electricity';
  return (
    <SummaryCard
      title={t`Contracts`}
      icon="contracts"
      status={query.status}
      onRetry={() => void query.refetch()}
    >
      {count > 0 ? (
        <>
          <Text>
            {plural(awaiting.count, {
              one: '# contract awaiting your signature',
              other: '# contracts awaiting your signature',
            })}
          </Text>
          <Button asChild size="sm" alignSelf="flex-start" mt="auto">
            <IntentLink
              to={
                only
                  ? contractDetailPath(only.kind, only.name)
                  : pathTo('contracts', { contractType: listType })
              }
            >
              {only ? t`See contract ${only.name}` : t`See my contracts`}
            </IntentLink>
          </Button>
        </>
      ) : (
        <Text color="fg.muted">{t`No contracts awaiting your signature.`}</Text>
      )}
    </SummaryCard>
  );
}
