// The home's requests card (slot `home.summary`, issue 44 item 4: "open cases with a reply", linked to where it is
// handled): one request waiting for the customer leads to it, several to the list filtered by that state.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { Button, SummaryCard, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { AWAITING_REPLY, summaryQueries } from '../summary-queries';

export function RequestsSummary() {
  const { t } = useLingui();
  const query = useQuery(summaryQueries.awaitingReply());
  const count = query.data?.total_items ?? 0;
  const only = count === 1 ? query.data?.items[0] : undefined;
  return (
    <SummaryCard
      title={t`My requests`}
      icon="requests"
      status={query.status}
      onRetry={() => void query.refetch()}
    >
      {count > 0 ? (
        <>
          <Text>
            {plural(count, {
              one: '# request waiting for your reply',
              other: '# requests waiting for your reply',
            })}
          </Text>
          <Button asChild size="sm" alignSelf="flex-start" mt="auto">
            <IntentLink
              to={
                only
                  ? pathTo('requestDetail', { id: String(only.id) })
                  : `${pathTo('requests')}?${new URLSearchParams({ state: AWAITING_REPLY }).toString()}`
              }
            >
              {only ? t`Reply to request ${only.number}` : t`See the requests`}
            </IntentLink>
          </Button>
        </>
      ) : (
        <Text color="fg.muted">{t`No requests waiting for your reply.`}</Text>
      )}
    </SummaryCard>
  );
}
