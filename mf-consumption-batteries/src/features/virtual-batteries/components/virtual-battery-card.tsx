import { useLingui } from '@lingui/react/macro';
import type { DiscountManagement, VirtualBattery } from '@portal/shared/api-types';
import { formatEuro, formatPercent } from '@portal/shared/format';
import { formatDate } from '@portal/shared/dates';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorPanel,
  FailureText,
  Heading,
  HStack,
  LoadingState,
  NativeSelect,
  ReadOnlyGuard,
  ResponsiveTable,
  type ResponsiveColumn,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useChangeDiscount } from '../api/battery-mutations';
import { batteryQueries, useDownloadBatteries } from '../api/battery-queries';
import { batteryPercentage, isBatteryActive, moveOffer } from '../battery-state';
import { ModifyPercentageDialog } from './modify-percentage-dialog';
import { MoveBatteryWizard } from './move-battery-wizard';
import { OriginBatteryDialog } from './origin-battery-dialog';

type OpenDialog = { kind: 'percentage' | 'move' | 'origin'; entryId: number };
/** "Changes are marked sending, then applied" (customer-area §4). */
type Notice = 'sending' | 'applied' | 'failed' | undefined;

export interface VirtualBatteryCardProps {
  contractName: string;
}

/**
 * "A virtual battery card shows a table and an Excel download" (customer-area §2): each battery of the contract with
 * its percentage (rounded), dates, applied discount, discount management, total discount and whether it is active
 * (inactive ones are locked, customer-area §4). The Excel holds the selected batteries. An active entry can change
 * its percentage, move part of it to another battery and change its discount management; a read-only session sees
 * those actions disabled with the impersonation tooltip (§6).
 */
export function VirtualBatteryCard({ contractName }: VirtualBatteryCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const query = useQuery(batteryQueries.ofContract(contractName));
  const download = useDownloadBatteries();
  const types = useQuery(batteryQueries.types());
  const discount = useChangeDiscount(contractName);
  const [dialog, setDialog] = useState<OpenDialog | undefined>(undefined);
  const [notice, setNotice] = useState<Notice>(undefined);
  // Entries left out of the Excel (all are in it at first).
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const known: Record<DiscountManagement, string> = {
    aplicar: t`Apply`,
    acumular: t`Accumulate`,
  };
  // A type the portal does not know by name shows the description the types list gives it.
  const management = (name: DiscountManagement): string =>
    known[name] ?? types.data?.find((type) => type.name === name)?.description ?? name;
  // "Discount management takes the value aplicar or the other type from the types list" (§4).
  const managementOptions: DiscountManagement[] = [
    'aplicar',
    ...(types.data ?? []).map((type) => type.name).filter((name) => name !== 'aplicar'),
  ];
  const open = (next: OpenDialog) => {
    setNotice(undefined);
    setDialog(next);
  };
  const applied = () => {
    setDialog(undefined);
    setNotice('applied');
  };
  const changeDiscount = (battery: VirtualBattery, value: DiscountManagement) => {
    setNotice('sending');
    discount.mutate(
      { entryId: battery.id, management: value },
      { onSuccess: () => setNotice('applied'), onError: () => setNotice('failed') },
    );
  };

  const dialogFor = (batteries: VirtualBattery[]) => {
    const battery = batteries.find((entry) => entry.id === dialog?.entryId);
    if (!dialog || !battery) return undefined;
    const close = () => setDialog(undefined);
    const props = { contractName, batteries, battery, onClose: close, onApplied: applied };
    if (dialog.kind === 'percentage') return <ModifyPercentageDialog {...props} />;
    if (dialog.kind === 'move') return <MoveBatteryWizard {...props} />;
    return <OriginBatteryDialog battery={battery} onClose={close} />;
  };

  const content = () => {
    if (query.isPending) return <LoadingState shape="list" label={t`Loading the virtual batteries…`} />;
    if (query.isError)
      return (
        <ErrorPanel
          title={t`The virtual batteries could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      );
    const batteries = query.data;
    if (batteries.length === 0)
      return <EmptyState icon="batteries" title={t`This contract has no virtual batteries.`} />;
    const selected = batteries.filter((b) => !unselected.has(b.id)).map((b) => b.id);
    const toggle = (id: number) =>
      setUnselected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    const columns: ResponsiveColumn<VirtualBattery>[] = [
      {
        key: 'excel',
        header: t`Excel`,
        cell: (battery) => {
          const name = battery.bateria.name;
          return (
            <input
              type="checkbox"
              checked={!unselected.has(battery.id)}
              onChange={() => toggle(battery.id)}
              aria-label={t`Include ${name} in the Excel`}
            />
          );
        },
      },
      {
        key: 'battery',
        header: t`Battery`,
        role: 'title',
        cell: (battery) => (
          <>
            {battery.bateria.name}
            {battery.es_origen ? (
              <Badge ms="2" size="sm">
                {t`Origin`}
              </Badge>
            ) : undefined}
          </>
        ),
      },
      {
        key: 'state',
        header: t`State`,
        role: 'secondary',
        cell: (battery) => {
          const active = isBatteryActive(battery);
          return (
            <Badge colorPalette={active ? 'green' : 'gray'}>
              {active ? t({ message: 'Active', context: 'battery' }) : t`Inactive (locked)`}
            </Badge>
          );
        },
      },
      {
        key: 'percentage',
        header: t`Percentage`,
        align: 'end',
        nowrap: true,
        cell: (battery) => formatPercent(batteryPercentage(battery)),
      },
      {
        key: 'start',
        header: t`Start date`,
        nowrap: true,
        cell: (battery) => formatDate(battery.data_inici),
      },
      {
        key: 'end',
        header: t`End date`,
        role: 'secondary',
        nowrap: true,
        cell: (battery) => (battery.data_final ? formatDate(battery.data_final) : '—'),
      },
      {
        key: 'management',
        header: t`Discount management`,
        cell: (battery) => {
          const name = battery.bateria.name;
          return (
            <ReadOnlyGuard>
              <NativeSelect.Root
                size="sm"
                // Its own width in the table; on a card, the width of its value (the card is as wide as the phone).
                minW={{ base: '0', xl: '8rem' }}
                disabled={!isBatteryActive(battery) || discount.isPending}
              >
                <NativeSelect.Field
                  aria-label={t`Discount management of ${name}`}
                  value={battery.gestio_descomptes}
                  onChange={(event) =>
                    changeDiscount(battery, event.currentTarget.value as DiscountManagement)
                  }
                >
                  {managementOptions.includes(battery.gestio_descomptes)
                    ? undefined
                    : [battery.gestio_descomptes].map((value) => (
                        <option key={value} value={value}>
                          {management(value)}
                        </option>
                      ))}
                  {managementOptions.map((value) => (
                    <option key={value} value={value}>
                      {management(value)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </ReadOnlyGuard>
          );
        },
      },
      {
        key: 'applied',
        header: t`Applied`,
        align: 'end',
        nowrap: true,
        cell: (battery) => formatEuro(battery.aplicat),
      },
      {
        key: 'total',
        header: t`Total discount`,
        role: 'secondary',
        nowrap: true,
        cell: (battery) => formatEuro(battery.total_descompte),
      },
      {
        key: 'actions',
        header: t`Actions`,
        role: 'actions',
        cell: (battery) => {
          const name = battery.bateria.name;
          const active = isBatteryActive(battery);
          const offer = moveOffer(batteries, battery);
          return (
            <HStack gap="2" wrap="wrap">
              <ReadOnlyGuard>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!active}
                  aria-label={t`Modify percentage of ${name}`}
                  onClick={() => open({ kind: 'percentage', entryId: battery.id })}
                >
                  {t`Modify percentage`}
                </Button>
              </ReadOnlyGuard>
              {offer === 'none' ? undefined : (
                <ReadOnlyGuard>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!active}
                    aria-label={t`Move ${name}`}
                    onClick={() => open({ kind: offer, entryId: battery.id })}
                  >
                    {t`Move`}
                  </Button>
                </ReadOnlyGuard>
              )}
            </HStack>
          );
        },
      },
    ];
    return (
      <Stack gap="3">
        {/* The portal's list pattern (issue 44 item 1: "Modify percentage" and "Move" were behind a sideways
            scroll): a card per battery below 1,280 px, where the section is too narrow for its table. */}
        <ResponsiveTable
          caption={t`Virtual batteries`}
          rows={batteries}
          rowKey={(b) => String(b.id)}
          columns={columns}
          cardsBelow="xl"
        />
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
        {notice === 'sending' ? <Text role="status">{t`Sending…`}</Text> : undefined}
        {notice === 'applied' ? <Text role="status">{t`The change has been applied.`}</Text> : undefined}
        {notice === 'failed' ? (
          <FailureText>{t`The operation cannot be done now. Try again later.`}</FailureText>
        ) : undefined}
        {dialogFor(batteries)}
        {download.isError ? (
          <FailureText>{t`The Excel could not be downloaded. Please try again later.`}</FailureText>
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
