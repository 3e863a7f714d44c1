// The figure of the home's contracts card (issue 44 item 4: "contracts awaiting signature"): of the kinds the brand
// displays, the drafts without a sign date (§4 "esborrany shows … signature pending when there is no sign_date"),
// asked of the API by its state filter (`state=signature_pending`) with a small page: the count is the answer's
// total_items, not a full fetch of every contract to count them here.
import type {
  ContractListItem,
  ContractListQuery,
  ContractListResponse,
  DisplayType,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CONTRACTS_QUERY_KEY } from '../../lib/contract-keys';

/** The page the card reads: enough to name one contract and to see whether a few are all gas. */
export const SUMMARY_LIMIT = 5;

/** The list's `type` for the brand's display types: both kinds, or only the one it displays. */
export function summaryKind(displayTypes: readonly DisplayType[]): 'all' | 'gas' | undefined {
  const electricity = displayTypes.includes('electricity') || displayTypes.includes('multipoint');
  const gas = displayTypes.includes('gas');
  if (electricity && gas) return 'all';
  return gas ? 'gas' : undefined;
}

export type AwaitingContract = Pick<ContractListItem, 'name' | 'kind'>;

export interface AwaitingSignature {
  /** How many contracts await the customer's signature (the answer's total_items). */
  count: number;
  /** The first of them (all of them when `count` is at most SUMMARY_LIMIT). */
  first: AwaitingContract[];
}

async function fetchAwaitingSignature(
  type: 'all' | 'gas' | undefined,
  signal?: AbortSignal,
): Promise<AwaitingSignature> {
  const body = await api.get<ContractListResponse>('contracts', {
    versions: [2, 1],
    searchParams: {
      offset: '0',
      limit: String(SUMMARY_LIMIT),
      state: 'signature_pending',
      ...(type ? { type } : {}),
    } satisfies ContractListQuery,
    signal,
  });
  return { count: body.total_items, first: body.items.map((c) => ({ name: c.name, kind: c.kind })) };
}

export const summaryQueries = {
  awaitingSignature: (type: 'all' | 'gas' | undefined) =>
    queryOptions({
      queryKey: [...CONTRACTS_QUERY_KEY, 'summary', 'awaiting-signature', type ?? 'electricity'] as const,
      queryFn: ({ signal }) => fetchAwaitingSignature(type, signal),
      staleTime: 60_000,
    }),
};
