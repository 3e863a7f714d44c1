// The profile: GET users/ on version 2, falling back to version 1 (customer-area §7). Keys start with the domain,
// general to specific: invalidating `profileQueries.all()` refetches every profile query.
import type { Profile, ProfileV1Response, ProfileV2Response } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

/** GET users/ on v2 (`data`), falling back to v1 (`data.result`). */
export async function fetchProfile(): Promise<Profile> {
  const body = await api.get<ProfileV2Response | ProfileV1Response>('users/', { versions: [2, 1] });
  const data = body.data as Profile | { result: Profile };
  return 'result' in data ? data.result : data;
}

export const profileQueries = {
  all: () => ['auth', 'profile'] as const,
  detail: () => queryOptions({ queryKey: [...profileQueries.all(), 'detail'], queryFn: fetchProfile }),
};
