// The profile: GET users/ on version 2, falling back to version 1 (customer-area §7). Keys start with the domain.
import { fetchProfile } from '@portal/shared/auth';
import { queryOptions } from '@tanstack/react-query';

export const profileQueries = {
  all: () => ['auth', 'profile'] as const,
  detail: () => queryOptions({ queryKey: [...profileQueries.all(), 'detail'], queryFn: fetchProfile }),
};
