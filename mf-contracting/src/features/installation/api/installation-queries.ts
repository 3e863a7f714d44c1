// The installation step's lookups (visitor-features §7), each cached 30 minutes (§9): the CUPS availability (designed
// in api/docs/contracting.md), CNAEs and retailers of origin (the province and street types: geoQueries of
// @portal/shared/widgets).
import type { Cnae, CupsAvailabilityResponse, LangQuery, Retailer } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { normalizeCups } from '@portal/shared/validation';

const LOOKUP_CACHE_MS = 30 * 60 * 1000;

/** The supply the supply point is contracted for: electricity (v1 calls) or gas (v2 gas/ calls). */
export type InstallationSupply = 'electricity' | 'gas';

export const installationQueries = {
  all: () => ['contracting', 'installation'] as const,
  /**
   * GET contractacio/cups/{cups}/availability (v1), or gas/contractacio/cups/{cups}/availability (v2) for gas: fills
   * cupsSIPSData and the postal code (§4).
   */
  availability: (cups: string, supply: InstallationSupply = 'electricity') =>
    queryOptions({
      queryKey: [...installationQueries.all(), 'availability', supply, normalizeCups(cups)],
      queryFn: () => {
        const path = `contractacio/cups/${encodeURIComponent(normalizeCups(cups))}/availability`;
        return supply === 'gas'
          ? api.get<CupsAvailabilityResponse>(`gas/${path}`, { version: 2 })
          : api.get<CupsAvailabilityResponse>(path, { version: 1 });
      },
      staleTime: LOOKUP_CACHE_MS,
    }),
  /** GET misc/cnaes/ (v1). */
  cnaes: () =>
    queryOptions({
      queryKey: [...installationQueries.all(), 'cnaes'],
      queryFn: () => api.get<Cnae[]>('misc/cnaes/', { version: 1 }),
      staleTime: LOOKUP_CACHE_MS,
    }),
  /** GET leads/comers?lang (v1), or gas/leads/comers?lang (v2): the retailers a visitor may come from. */
  retailers: (lang: string, supply: InstallationSupply = 'electricity') =>
    queryOptions({
      queryKey: [...installationQueries.all(), 'retailers', supply, lang],
      queryFn: () =>
        supply === 'gas'
          ? api.get<Retailer[]>('gas/leads/comers', {
              version: 2,
              searchParams: { lang } satisfies LangQuery,
            })
          : api.get<Retailer[]>('leads/comers', { version: 1, searchParams: { lang } satisfies LangQuery }),
      staleTime: LOOKUP_CACHE_MS,
    }),
};
