// Every contract of a type, for the detail's contract switcher: allContractsQuery of @portal/shared/http (a full
// fetch, customer-area §7 "Contracts"), as the switcher's options.
import type { ContractKind, ContractListItem } from '@portal/shared/api-types';
import { allContractsQuery } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export interface ContractOption {
  name: string;
  address: string;
}

function toContractOptions(items: ContractListItem[]): ContractOption[] {
  return items.map((item) => ({ name: item.name, address: item.cups.full_address }));
}

export const contractOptionsQueries = {
  byKind: (kind: ContractKind) => queryOptions({ ...allContractsQuery(kind), select: toContractOptions }),
};
