// The OMIP page's content (visitor-features §2 "OMIP page: a form to add a price alert and a table of alerts with
// delete"): products and alerts load in parallel; each failure has its own message and retry (§8 productFetchError,
// alertFetchError), and no alerts is an empty state.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, EmptyState, ErrorPanel, LoadingState, Stack } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { omipQueries } from '../api/omip-queries';
import { OmipAlertForm } from './omip-alert-form';
import { OmipAlertTable } from './omip-alert-table';

export function OmipAlerts() {
  const { t } = useLingui();
  const products = useQuery(omipQueries.products());
  const alerts = useQuery(omipQueries.alerts());
  const formBox = useRef<HTMLDivElement>(null);

  let form;
  if (products.isPending) form = <LoadingState shape="form" label={t`Loading the products…`} />;
  else if (products.isError)
    form = (
      <ErrorPanel message={t`The products could not be loaded.`} onRetry={() => void products.refetch()} />
    );
  else form = <OmipAlertForm products={products.data} />;

  let list;
  if (alerts.isPending) list = <LoadingState shape="list" label={t`Loading your alerts…`} />;
  else if (alerts.isError)
    list = <ErrorPanel message={t`Your alerts could not be loaded.`} onRetry={() => void alerts.refetch()} />;
  else if (alerts.data.length === 0)
    list = (
      <EmptyState
        icon="alerts"
        title={t`You have no price alerts`}
        description={<Trans>Add one with the form: we will let you know when the price gets there.</Trans>}
        action={
          // The next step is the form above: this takes the customer to its first field.
          products.data ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => formBox.current?.querySelector<HTMLElement>('select, input')?.focus()}
            >
              <Trans>Set a price alert</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  else list = <OmipAlertTable alerts={alerts.data} products={products.data ?? []} />;

  return (
    <Stack gap="6">
      <Box ref={formBox}>{form}</Box>
      {list}
    </Stack>
  );
}
