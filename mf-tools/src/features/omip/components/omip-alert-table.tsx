// The customer's OMIP alerts with a delete button each; a failed delete says "alertDeleteError" (visitor-features §8)
// and leaves the list as it was (§4: the list changes only on a 200).
import { Trans, useLingui } from '@lingui/react/macro';
import type { OmipAlert, OmipProduct } from '@portal/shared/api-types';
import { formatEuroPerMwh } from '@portal/shared/format';
import { Alert, Box, Button, ReadOnlyGuard, ResponsiveTable, type ResponsiveColumn } from '@portal/shared/ui';
import { useDeleteOmipAlert } from '../api/omip-queries';

export interface OmipAlertTableProps {
  alerts: readonly OmipAlert[];
  products: readonly OmipProduct[];
}

export function OmipAlertTable({ alerts, products }: OmipAlertTableProps) {
  const { t } = useLingui();
  const remove = useDeleteOmipAlert();
  const nameOf = (id: string) => products.find((product) => product.id === id)?.name ?? id;
  const typeLabels: Record<string, string> = { '<': t`Lower than`, '>': t`Greater than`, '==': t`Equal to` };
  const columns: ResponsiveColumn<OmipAlert>[] = [
    { key: 'product', header: t`Product`, role: 'title', cell: (alert) => nameOf(alert.product) },
    { key: 'condition', header: t`Condition`, cell: (alert) => typeLabels[alert.type] ?? alert.type },
    {
      key: 'price',
      header: t`Price`,
      align: 'end',
      nowrap: true,
      cell: (alert) => formatEuroPerMwh(alert.price),
    },
    {
      key: 'actions',
      header: t`Actions`,
      role: 'actions',
      cell: (alert) => (
        <ReadOnlyGuard>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t`Delete the alert on ${nameOf(alert.product)}`}
            loading={remove.isPending && remove.variables === alert.id}
            disabled={remove.isPending}
            onClick={() => remove.mutate(alert.id)}
          >
            <Trans>Delete</Trans>
          </Button>
        </ReadOnlyGuard>
      ),
    },
  ];
  return (
    <Box>
      {remove.isError ? (
        <Alert.Root status="error" role="alert" mb="3">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The alert could not be deleted. Please try again later.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      {/* The portal's one list pattern (issue 44 item 1): a table from 1,024 px up, a card per alert on a phone. */}
      <ResponsiveTable
        caption={t`Your price alerts`}
        showCaption
        rows={alerts}
        rowKey={(alert) => String(alert.id)}
        columns={columns}
      />
    </Box>
  );
}
