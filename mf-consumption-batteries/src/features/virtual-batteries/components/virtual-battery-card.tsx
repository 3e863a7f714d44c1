import { useLingui } from '@lingui/react/macro';
import type { DiscountManagement } from '@portal/shared/api-types';
import { formatDate, formatEuro } from '@portal/shared/format';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorPanel,
  Heading,
  LoadingState,
  Stack,
  Table,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { batteryQueries, useDownloadBatteries } from '../api/battery-queries';
import { batteryPercentage, isBatteryActive } from '../battery-state';

export interface VirtualBatteryCardProps {
  contractName: string;
}

/**
 * "A virtual battery card shows a table and an Excel download" (customer-area §2): each battery of the contract with
 * its percentage (rounded), dates, applied discount, discount management, total discount and whether it is active
 * (inactive ones are locked, customer-area §4). The Excel holds the selected batteries.
 */
export function VirtualBatteryCard({ contractName }: VirtualBatteryCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const query = useQuery(batteryQueries.ofContract(contractName));
  const download = useDownloadBatteries();
  // Entries left out of the Excel (all are in it at first).
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const management: Record<DiscountManagement, string> = {
    aplicar: t`Apply`,
    acumular: t`Accumulate`,
  };

  const content = () => {
    if (query.isPending) return <LoadingState label={t`Loading the virtual batteries…`} />;
    if (query.isError)
      return (
        <ErrorPanel
          title={t`The virtual batteries could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      );
    const batteries = query.data;
    if (batteries.length === 0) return <EmptyState title={t`This contract has no virtual batteries.`} />;
    const selected = batteries.filter((b) => !unselected.has(b.id)).map((b) => b.id);
    const toggle = (id: number) =>
      setUnselected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    return (
      <Stack gap="3">
        {/* Focusable, so that a keyboard can scroll it on a phone. */}
        <Table.ScrollArea tabIndex={0} borderWidth="1px" rounded="l2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Excel`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Battery`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Percentage`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Start date`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`End date`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Discount management`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Applied`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Total discount`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {batteries.map((battery) => {
                const name = battery.bateria.name;
                const active = isBatteryActive(battery);
                return (
                  <Table.Row key={battery.id}>
                    <Table.Cell>
                      <input
                        type="checkbox"
                        checked={!unselected.has(battery.id)}
                        onChange={() => toggle(battery.id)}
                        aria-label={t`Include ${name} in the Excel`}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      {name}
                      {battery.es_origen ? (
                        <Badge ms="2" size="sm">
                          {t`Origin`}
                        </Badge>
                      ) : undefined}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{`${batteryPercentage(battery)} %`}</Table.Cell>
                    <Table.Cell>{formatDate(battery.data_inici)}</Table.Cell>
                    <Table.Cell>{battery.data_final ? formatDate(battery.data_final) : '—'}</Table.Cell>
                    <Table.Cell>{management[battery.gestio_descomptes]}</Table.Cell>
                    <Table.Cell textAlign="end">{formatEuro(battery.aplicat)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatEuro(battery.total_descompte)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={active ? 'green' : 'gray'}>
                        {active ? t`Active` : t`Inactive (locked)`}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Box>
          <Button
            variant="outline"
            size="sm"
            loading={download.isPending}
            disabled={selected.length === 0}
            onClick={() => download.mutate(selected)}
          >
            {t`Download Excel`}
          </Button>
        </Box>
        {download.isError ? (
          <Text role="alert" color="fg.error">
            {t`The Excel could not be downloaded. Please try again later.`}
          </Text>
        ) : undefined}
      </Stack>
    );
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" id={titleId} mb="4">
        {t`Virtual batteries`}
      </Heading>
      {content()}
    </Box>
  );
}
