// The invoice address's province (visitor-features §4 "Address behaviour", §7 GET geo/provincies/{ine}/), cached 30
// minutes (§9).
import type { Province, ProvinceListResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export const personQueries = {
  all: () => ['contracting', 'person'] as const,
  provinces: (ine: string) =>
    queryOptions({
      queryKey: [...personQueries.all(), 'provinces', ine.slice(0, 2)],
      queryFn: async (): Promise<Province[]> =>
        (
          await api.get<ProvinceListResponse>(`geo/provincies/${encodeURIComponent(ine.slice(0, 2))}/`, {
            version: 1,
          })
        ).data,
      staleTime: LOOKUP_CACHE_MS,
    }),
};
