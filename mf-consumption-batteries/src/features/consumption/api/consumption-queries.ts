// A contract's consumption curve (customer-area §7 "Consumption": GET contracts/{id}/cch/chart/{type}/?start&end, v2
// with the v1 fallback). Keys start with the domain, then the contract: a change of contract, type or range is a new
// key, so the curve reloads (customer-area §4 "Consumption charts: reload on change of range or contract"). The
// points stay in the query cache, never copied into component state.
import type {
  ConsumptionChartResponse,
  ConsumptionRangeQuery,
  ConsumptionType,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import type { CurveRange } from '../curve-range';

export function curvePath(contractId: number, type: ConsumptionType, what: 'chart' | 'download'): string {
  return `contracts/${encodeURIComponent(String(contractId))}/cch/${what}/${type}/`;
}

export async function fetchCurve(
  contractId: number,
  type: ConsumptionType,
  range: CurveRange,
  signal?: AbortSignal,
): Promise<ConsumptionChartResponse> {
  return api.get<ConsumptionChartResponse>(curvePath(contractId, type, 'chart'), {
    versions: [2, 1],
    searchParams: { start: range.start, end: range.end } satisfies ConsumptionRangeQuery,
    signal,
  });
}

export const consumptionQueries = {
  all: () => ['consumption'] as const,
  contract: (contractId: number) => [...consumptionQueries.all(), 'curve', contractId] as const,
  curve: (contractId: number, type: ConsumptionType, range: CurveRange) =>
    queryOptions({
      queryKey: [...consumptionQueries.contract(contractId), type, range.start, range.end] as const,
      queryFn: ({ signal }) => fetchCurve(contractId, type, range, signal),
    }),
};
