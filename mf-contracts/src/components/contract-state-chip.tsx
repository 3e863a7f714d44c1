import { Trans } from '@lingui/react/macro';
import type { ContractListItem } from '@portal/shared/api-types';
import { formatEuro } from '@portal/shared/format';
import { HStack, StatusChip, Text } from '@portal/shared/ui';
import { CONTRACT_STATUS_TONE, contractDebt, contractStatus } from '../lib/contract-state';

export interface ContractStateChipProps {
  contract: Pick<ContractListItem, 'state' | 'sign_date' | 'amount_debt'>;
  /** Whether a pending debt is shown beside the state (the lists); the detail shows the debt in a row of its own. */
  withDebt?: boolean;
}

/** The contract's state label, and its debt when above 0 (customer-area §4 "Contract state label"). */
export function ContractStateChip({ contract, withDebt = true }: ContractStateChipProps) {
  const status = contractStatus(contract);
  const debt = withDebt ? contractDebt(contract) : undefined;
  return (
    <HStack gap="2" wrap="wrap">
      <StatusChip tone={CONTRACT_STATUS_TONE[status]}>
        {status === 'draft' ? <Trans>Draft (in process)</Trans> : undefined}
        {status === 'signaturePending' ? <Trans>Signature pending</Trans> : undefined}
        {status === 'active' ? <Trans>Active</Trans> : undefined}
        {status === 'cancelled' ? <Trans>Cancelled</Trans> : undefined}
      </StatusChip>
      {debt === undefined ? undefined : (
        <Text as="span" fontSize="sm" fontWeight="medium" color="red.fg">
          <Trans>Debt: {formatEuro(debt)}</Trans>
        </Text>
      )}
    </HStack>
  );
}
