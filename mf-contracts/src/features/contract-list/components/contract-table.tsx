import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractListItem } from '@portal/shared/api-types';
import { formatKw } from '@portal/shared/format';
import { IntentLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import {
  Box,
  Button,
  HStack,
  Link,
  ResponsiveTable,
  type ResponsiveColumn,
  Stack,
  Text,
} from '@portal/shared/ui';
import { type ReactNode, useMemo } from 'react';
import { ContractStateChip } from '../../../components/contract-state-chip';
import { contractDetailPath, contractInvoicesPath } from '../../../lib/contract-paths';

export interface ContractTableProps {
  contracts: ContractListItem[];
  /** While a redirect action waits for its contract, each row offers only this (customer-area §2). */
  onSelect?: (contract: ContractListItem) => void;
  /** Which rows the waiting action can take (a gas contract has no power change): the others say so instead. */
  canSelect?: (contract: ContractListItem) => boolean;
  /** A new page or search is loading while these rows are still shown. */
  busy?: boolean;
  /** The multipoint list mixes electricity and gas: each row says its type. */
  showKind?: boolean;
}

/** A row's link to one of the contract's pages, drawn as a small button; `label` names the contract it opens. */
function RowLink({
  to,
  label,
  primary = false,
  children,
}: {
  to: string;
  label: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Button asChild size="sm" {...(primary ? { colorPalette: 'primary' } : { variant: 'outline' })}>
      <IntentLink to={to} aria-label={label}>
        {children}
      </IntentLink>
    </Button>
  );
}

function RowActions({
  contract,
  onSelect,
  canSelect,
}: {
  contract: ContractListItem;
  onSelect?: ContractTableProps['onSelect'];
  canSelect?: ContractTableProps['canSelect'];
}) {
  const { t } = useLingui();
  if (onSelect && canSelect && !canSelect(contract)) {
    return (
      <Text as="span" fontSize="sm" color="fg.muted">
        <Trans>Not available for this contract</Trans>
      </Text>
    );
  }
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
    <HStack gap="2" justify="flex-end" wrap="wrap">
      <RowLink
        to={contractInvoicesPath(contract.kind, contract.name)}
        label={t`Invoices of contract ${contract.name}`}
      >
        <Trans>Invoices</Trans>
      </RowLink>
      <RowLink
        primary
        to={contractDetailPath(contract.kind, contract.name)}
        label={t`Detail of contract ${contract.name}`}
      >
        <Trans>Detail</Trans>
      </RowLink>
    </HStack>
  );
}

const contractKey = (contract: ContractListItem) => String(contract.id);

/**
 * One row per contract: number (and product), supply address (and CUPS under it), tariff (and powers), state and
 * actions, in the portal's list pattern: a table that fits from 1,024 px up, a card per contract below (issue 44
 * item 1: the state and the Detail and Invoices actions were behind a sideways scroll).
 */
export function ContractTable({
  contracts,
  onSelect,
  canSelect,
  busy = false,
  showKind = false,
}: ContractTableProps) {
  const { t } = useLingui();
  const showProduct = useSetting('showProduct');
  const showPower = useSetting('showPower');
  // The same columns while their inputs stay: a search or a new page then draws only the rows it adds (the rows'
  // links, buttons and chips are most of the list's time on a slow phone with the largest customers).
  const columns = useMemo((): ResponsiveColumn<ContractListItem>[] => {
    const kindLabel: Record<ContractKind, string> = { electricity: t`Electricity`, gas: t`Gas` };
    return [
      {
        key: 'contract',
        header: t`Contract`,
        role: 'title',
        cell: (contract) => (
          <>
            {/* Spans, not paragraphs: a bold line over a small one is not a heading (axe p-as-heading). The number
              is the row's link to its detail (issue 43 item 11), except while a redirect action waits for a
              choice: then Select is the row's one action. */}
            {onSelect ? (
              <Text as="span" display="block" fontWeight="semibold">
                {contract.name}
              </Text>
            ) : (
              <Link asChild display="block" fontWeight="semibold" colorPalette="primary" variant="underline">
                <IntentLink to={contractDetailPath(contract.kind, contract.name)}>{contract.name}</IntentLink>
              </Link>
            )}
            {showKind ? (
              <Text as="span" display="block" fontSize="xs" fontWeight="normal">
                {kindLabel[contract.kind]}
              </Text>
            ) : undefined}
            {showProduct && contract.pricelist.nom_comercial ? (
              <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
                {contract.pricelist.nom_comercial}
              </Text>
            ) : undefined}
          </>
        ),
      },
      { key: 'address', header: t`Supply address`, cell: (contract) => contract.cups.full_address },
      {
        key: 'cups',
        header: t`CUPS`,
        role: 'secondary',
        cell: (contract) => (
          <Box as="span" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
            {contract.cups.name}
          </Box>
        ),
      },
      {
        key: 'tariff',
        header: t`Tariff`,
        cell: (contract) => (
          <Stack gap="0">
            <Text>{contract.tariff.name}</Text>
            {showPower && contract.contracted_power_period.length > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {contract.contracted_power_period.map((p) => `${p.period} ${formatKw(p.power)}`).join(' · ')}
              </Text>
            ) : undefined}
          </Stack>
        ),
      },
      { key: 'state', header: t`State`, cell: (contract) => <ContractStateChip contract={contract} /> },
      {
        key: 'actions',
        header: t`Actions`,
        role: 'actions',
        align: 'end',
        cell: (contract) => <RowActions contract={contract} onSelect={onSelect} canSelect={canSelect} />,
      },
    ];
  }, [t, onSelect, canSelect, showKind, showProduct, showPower]);
  return (
    <ResponsiveTable
      caption={t`Your contracts`}
      rows={contracts}
      rowKey={contractKey}
      columns={columns}
      busy={busy}
    />
  );
}
