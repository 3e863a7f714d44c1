// Lookups both address forms of the wizard use (the supply point's and the invoice address of the person step), so
// both offer the same choices from one cached answer: the street types (GET geo/tipovias/, v1, cached 30 minutes,
// visitor-features §9), and whether a postal code has no locality to choose (issue 41: say so under the select).
import type { StreetType, StreetTypeListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export function streetTypesQuery() {
  return queryOptions({
    queryKey: ['contracting', 'installation', 'street-types'] as const,
    queryFn: async (): Promise<StreetType[]> =>
      (await api.get<StreetTypeListResponse>('geo/tipovias/', { version: 1 })).data,
    staleTime: LOOKUP_CACHE_MS,
  });
}

/** The postal code lookup answered, for the code as typed, with no locality at all. */
export function hasNoLocalities(lookup: {
  isSuccess: boolean;
  pending: boolean;
  localities: readonly unknown[];
}) {
  return lookup.isSuccess && !lookup.pending && lookup.localities.length === 0;
}
