// The gas contract step's lookups (visitor-features §7), cached 30 minutes (§9): GET gas/tariff (v2), GET
// gas/pricelist?atr&cups (v2, with lang), GET gas/leads/comers (v2, with lang) and the gas CUPS availability (v2).
import type {
  AccessTariff,
  CupsAvailabilityResponse,
  GasPricelistQuery,
  LangQuery,
  PricelistProduct,
  Retailer,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { normalizeCups } from '@portal/shared/validation';
import { queryOptions } from '@tanstack/react-query';

const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export const gasQueries = {
  all: () => ['contracting', 'gas'] as const,
  tariffs: () =>
    queryOptions({
      queryKey: [...gasQueries.all(), 'tariffs'],
      queryFn: () => api.get<AccessTariff[]>('gas/tariff', { version: 2 }),
      staleTime: LOOKUP_CACHE_MS,
    }),
  products: ({ atr, cups, lang }: { atr: string; cups: string; lang: string }) =>
    queryOptions({
      queryKey: [...gasQueries.all(), 'products', { atr, cups: normalizeCups(cups), lang }],
      queryFn: () =>
        api.get<PricelistProduct[]>('gas/pricelist', {
          version: 2,
          searchParams: { atr, cups: normalizeCups(cups), lang } satisfies GasPricelistQuery,
        }),
      staleTime: LOOKUP_CACHE_MS,
    }),
  retailers: (lang: string) =>
    queryOptions({
      queryKey: [...gasQueries.all(), 'retailers', lang],
      queryFn: () =>
        api.get<Retailer[]>('gas/leads/comers', { version: 2, searchParams: { lang } satisfies LangQuery }),
      staleTime: LOOKUP_CACHE_MS,
    }),
  availability: (cups: string) =>
    queryOptions({
      queryKey: [...gasQueries.all(), 'availability', normalizeCups(cups)],
      queryFn: () =>
        api.get<CupsAvailabilityResponse>(
          `gas/contractacio/cups/${encodeURIComponent(normalizeCups(cups))}/availability`,
          { version: 2 },
        ),
      staleTime: LOOKUP_CACHE_MS,
    }),
};
