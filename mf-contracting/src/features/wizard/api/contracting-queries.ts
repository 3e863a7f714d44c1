// GET contractacio/config (v1): "After load the wizard fetches the contracting configuration" (visitor-features §2).
import type { ContractingConfig } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

/** "Lookup cache time 30 minutes" (§9). */
export const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export const wizardQueries = {
  all: () => ['contracting', 'wizard'] as const,
  config: () =>
    queryOptions({
      queryKey: [...wizardQueries.all(), 'config'],
      queryFn: () => api.get<ContractingConfig>('contractacio/config', { version: 1 }),
      staleTime: LOOKUP_CACHE_MS,
    }),
};
