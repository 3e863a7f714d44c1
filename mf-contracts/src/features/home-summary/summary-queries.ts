// The figure of the home's contracts card (issue 44 item 4: "contracts awaiting signature"): every contract of the
// kinds the brand displays, as the detail's switcher reads them ("a full fetch uses limit 99999, offset 0",
// customer-area §7), and of them the drafts without a sign date (§4 "esborrany shows … signature pending when there
// is no sign_date").
import type { ContractListItem, ContractListResponse, DisplayType } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CONTRACTS_QUERY_KEY } from '../../lib/contract-keys';
import { contractStatus } from '../../lib/contract-state';
import { FULL_FETCH_LIMIT } from '../../lib/fetch-limits';

/** The list's `type` for the brand's display types: both kinds, or only the one it displays. */
export function summaryKind(displayTypes: readonly DisplayType[]): 'all' | 'gas' | undefined {
  const electricity = displayTypes.includes('electricity') || displayTypes.includes('multipoint');
  const gas = displayTypes.includes('gas');
  if (electricity && gas) return 'all';
  return gas ? 'gas' : undefined;
}

export type AwaitingContract = Pick<ContractListItem, 'name' | 'kind'>;

async function fetchAwaitingSignature(
  type: 'all' | 'gas' | undefined,
  signal?: AbortSignal,
): Promise<AwaitingContract[]> {
  const body = await api.get<ContractListResponse>('contracts', {
    versions: [2, 1],
    searchParams: { offset: 0, limit: FULL_FETCH_LIMIT, ...(type ? { type } : {}) },
    signal,
  });
  return body.items
    .filter((c) => contractStatus(c) === 'signaturePending')
    .map((c) => ({ name: c.name, kind: c.kind }));
}

export const summaryQueries = {
  awaitingSignature: (type: 'all' | 'gas' | undefined) =>
    queryOptions({
      queryKey: [...CONTRACTS_QUERY_KEY, 'summary', 'awaiting-signature', type ?? 'electricity'] as const,
      queryFn: ({ signal }) => fetchAwaitingSignature(type, signal),
      staleTime: 60_000,
    }),
};
