// The reference API's aggregates of the health reports (GET /api/v1/platform/health, behind the admin key; issue 48).
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export interface RemoteHealth {
  brand: string;
  remote: string;
  version: string;
  views: number;
  errors: number;
  errorRate: number | null;
  p75: { LCP: number | null; INP: number | null; CLS: number | null; route_change: number | null };
  firstSeenMs: number;
  lastSeenMs: number;
}

export interface PlatformHealth {
  hours: number;
  remotes: RemoteHealth[];
}

export const platformHealthQuery = (adminKey: string, hours: number) =>
  queryOptions({
    queryKey: ['platform', 'health', hours, adminKey] as const,
    queryFn: ({ signal }) =>
      api.get<PlatformHealth>('platform/health', {
        version: 1,
        searchParams: { hours },
        headers: { 'X-Admin-Key': adminKey },
        signal,
      }),
    enabled: adminKey.length > 0,
    retry: false,
    staleTime: 30_000,
  });
