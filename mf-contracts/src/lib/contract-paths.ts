// Where a contract's buttons lead: a gas contract has its own detail and invoices routes (customer-area §2).
import type { ContractKind } from '@portal/shared/api-types';
import { pathTo } from '@portal/shared/routes';

export function contractDetailPath(kind: ContractKind, contractName: string): string {
  return kind === 'gas'
    ? pathTo('gasContractDetail', { contractName })
    : pathTo('contractDetail', { contractType: kind, contractName });
}

export function contractInvoicesPath(kind: ContractKind, contractName: string): string {
  return kind === 'gas'
    ? pathTo('gasContractInvoices', { contractName })
    : pathTo('contractInvoices', { contractType: kind, contractName });
}
