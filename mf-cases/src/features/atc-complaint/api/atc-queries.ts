// The complaint's options: its types, GET atc/tipus, and the subtypes of a type, GET atc/tipus/{type}/subtipus
// (customer-area §7 "Contracts": "ATC types and subtypes"). The contracts (when none is preset) are the case forms'
// (`lib/case-options.ts`).
import type { AtcType, AtcTypeListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { CASES_QUERY_KEY } from '../../../lib/case-keys';

export async function fetchAtcTypes(signal?: AbortSignal): Promise<AtcType[]> {
  return (await api.get<AtcTypeListResponse>('atc/tipus', { signal })).data;
}

export async function fetchAtcSubtypes(type: string, signal?: AbortSignal): Promise<AtcType[]> {
  return (await api.get<AtcTypeListResponse>(`atc/tipus/${encodeURIComponent(type)}/subtipus`, { signal }))
    .data;
}

/** `['cases', 'atc', …]`. */
export const atcQueries = {
  all: () => [...CASES_QUERY_KEY, 'atc'] as const,
  types: () =>
    queryOptions({
      queryKey: [...atcQueries.all(), 'types'] as const,
      queryFn: ({ signal }) => fetchAtcTypes(signal),
      staleTime: 30 * 60_000,
    }),
  subtypes: (type: string) =>
    queryOptions({
      queryKey: [...atcQueries.all(), 'subtypes', type] as const,
      queryFn: ({ signal }) => fetchAtcSubtypes(type, signal),
      staleTime: 30 * 60_000,
      enabled: type !== '',
    }),
};
