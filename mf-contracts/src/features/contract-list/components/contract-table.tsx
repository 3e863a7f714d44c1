import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractListItem } from '@portal/shared/api-types';
import { formatKw } from '@portal/shared/format';
import { Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { Box, Button, HStack, Link, Stack, Table, Text } from '@portal/shared/ui';
import { ContractStateChip } from '../../../components/contract-state-chip';
import { contractDetailPath, contractInvoicesPath } from '../../../lib/contract-paths';

export interface ContractTableProps {
  contracts: ContractListItem[];
  /** While a redirect action waits for its contract, each row offers only this (customer-area §2). */
  onSelect?: (contract: ContractListItem) => void;
  /** A new page or search is loading while these rows are still shown. */
  busy?: boolean;
  /** The multipoint list mixes electricity and gas: each row says its type. */
  showKind?: boolean;
}

function RowActions({
  contract,
  onSelect,
}: {
  contract: ContractListItem;
  onSelect?: ContractTableProps['onSelect'];
}) {
  const { t } = useLingui();
  if (onSelect) {
    return (
      <Button
        size="sm"
        colorPalette="primary"
        aria-label={t`Select contract ${contract.name}`}
        onClick={() => onSelect(contract)}
      >
        <Trans>Select</Trans>
      </Button>
    );
  }
  return (
    <HStack gap="2" justify="flex-end">
      <Button asChild size="sm" variant="outline">
        <RouterLink
          to={contractInvoicesPath(contract.kind, contract.name)}
          aria-label={t`Invoices of contract ${contract.name}`}
        >
          <Trans>Invoices</Trans>
        </RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="primary">
        <RouterLink
          to={contractDetailPath(contract.kind, contract.name)}
          aria-label={t`Detail of contract ${contract.name}`}
        >
          <Trans>Detail</Trans>
        </RouterLink>
      </Button>
    </HStack>
  );
}

/**
 * One row per contract: number (and product), supply address, CUPS, tariff (and powers), state and actions. On a
 * narrow screen the table scrolls inside its box.
 */
export function ContractTable({ contracts, onSelect, busy = false, showKind = false }: ContractTableProps) {
  const { t } = useLingui();
  const showProduct = useSetting('showProduct');
  const showPower = useSetting('showPower');
  const kindLabel: Record<ContractKind, string> = { electricity: t`Electricity`, gas: t`Gas` };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={busy} opacity={busy ? 0.6 : 1}>
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{t`Your contracts`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Contract`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Supply address`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`CUPS`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Tariff`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Actions`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {contracts.map((contract) => (
            <Table.Row key={contract.id}>
              <Table.Cell>
                {/* Spans, not paragraphs: a bold line over a small one is not a heading (axe p-as-heading). The number
                    is the row's link to its detail (issue 43 item 11), except while a redirect action waits for a
                    choice: then Select is the row's one action. */}
                {onSelect ? (
                  <Text as="span" display="block" fontWeight="semibold">
                    {contract.name}
                  </Text>
                ) : (
                  <Link
                    asChild
                    display="block"
                    fontWeight="semibold"
                    colorPalette="primary"
                    variant="underline"
                  >
                    <RouterLink to={contractDetailPath(contract.kind, contract.name)}>
                      {contract.name}
                    </RouterLink>
                  </Link>
                )}
                {showKind ? (
                  <Text as="span" display="block" fontSize="xs">
                    {kindLabel[contract.kind]}
                  </Text>
                ) : undefined}
                {showProduct && contract.pricelist.nom_comercial ? (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {contract.pricelist.nom_comercial}
                  </Text>
                ) : undefined}
              </Table.Cell>
              <Table.Cell minW="48">{contract.cups.full_address}</Table.Cell>
              <Table.Cell>
                <Box as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                  {contract.cups.name}
                </Box>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{contract.tariff.name}</Text>
                  {showPower && contract.contracted_power_period.length > 0 ? (
                    <Text fontSize="xs" color="fg.muted">
                      {contract.contracted_power_period
                        .map((p) => `${p.period} ${formatKw(p.power)}`)
                        .join(' · ')}
                    </Text>
                  ) : undefined}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <ContractStateChip contract={contract} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions contract={contract} onSelect={onSelect} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
