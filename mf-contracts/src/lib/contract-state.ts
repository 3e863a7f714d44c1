// The contract state label (customer-area §4 "Contract state label"): "esborrany shows draft (in process), or
// signature pending when there is no sign_date; activa shows open (active); baixa and any other value show closed
// (cancelled). A debt above 0 shows the debt amount in euros."
import type { ContractListItem } from '@portal/shared/api-types';
import type { StatusTone } from '@portal/shared/ui';

export type ContractStatus = 'draft' | 'signaturePending' | 'active' | 'cancelled';

export function contractStatus(contract: Pick<ContractListItem, 'state' | 'sign_date'>): ContractStatus {
  if (contract.state === 'esborrany') return contract.sign_date ? 'draft' : 'signaturePending';
  if (contract.state === 'activa') return 'active';
  return 'cancelled';
}

export const CONTRACT_STATUS_TONE: Record<ContractStatus, StatusTone> = {
  draft: 'info',
  signaturePending: 'warning',
  active: 'success',
  cancelled: 'neutral',
};

/** The debt to show, or undefined when there is none (only a debt above 0 is shown). */
export function contractDebt(contract: Pick<ContractListItem, 'amount_debt'>): number | undefined {
  return contract.amount_debt > 0 ? contract.amount_debt : undefined;
}
