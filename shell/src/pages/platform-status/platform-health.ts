// The reference API's aggregates of the health reports (GET /api/v1/platform/health, behind the admin key; issue 48).
import type { PlatformHealthQuery, PlatformHealthResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export const platformHealthQuery = (adminKey: string, hours: number) =>
  queryOptions({
    queryKey: ['platform', 'health', hours, adminKey] as const,
    queryFn: ({ signal }) =>
      api.get<PlatformHealthResponse>('platform/health', {
        version: 1,
        searchParams: { hours: String(hours) } satisfies PlatformHealthQuery,
        headers: { 'X-Admin-Key': adminKey },
        signal,
      }),
    enabled: adminKey.length > 0,
    retry: false,
    staleTime: 30_000,
  });
