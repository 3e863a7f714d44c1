// The customer's OMIP alerts with a delete button each; a failed delete says "alertDeleteError" (visitor-features §8)
// and leaves the list as it was (§4: the list changes only on a 200).
import { Trans, useLingui } from '@lingui/react/macro';
import type { OmipAlert, OmipProduct } from '@portal/shared/api-types';
import { formatEuroPerMwh } from '@portal/shared/format';
import { Alert, Box, Button, ReadOnlyGuard, Table } from '@portal/shared/ui';
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
      {/* The table scrolls inside its box at phone width. */}
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption>
            <Trans>Your price alerts</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Product</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Condition</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Price</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {alerts.map((alert) => (
              <Table.Row key={alert.id}>
                <Table.Cell>{nameOf(alert.product)}</Table.Cell>
                <Table.Cell>{typeLabels[alert.type] ?? alert.type}</Table.Cell>
                <Table.Cell textAlign="end">{formatEuroPerMwh(alert.price)}</Table.Cell>
                <Table.Cell>
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
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
