import { Trans } from '@lingui/react/macro';
import type { ContractListItem } from '@portal/shared/api-types';
import { formatEuro } from '@portal/shared/format';
import { StatusChip } from '@portal/shared/ui';
import { contractDebt } from '../lib/contract-state';

/**
 * The contract's debt as a state of its own (customer-area §4 "A debt above 0 shows the debt amount in euros. Contract
 * debt is pending or OK."): the amount when some is pending, "No debt" when none is.
 */
export function ContractDebtStatus({ contract }: { contract: Pick<ContractListItem, 'amount_debt'> }) {
  const debt = contractDebt(contract);
  if (debt === undefined)
    return (
      <StatusChip tone="success">
        <Trans>No debt</Trans>
      </StatusChip>
    );
  return (
    <StatusChip tone="error">
      <Trans>Debt: {formatEuro(debt)}</Trans>
    </StatusChip>
  );
}
