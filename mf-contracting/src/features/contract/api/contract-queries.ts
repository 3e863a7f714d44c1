// The electricity contract step's lookups (visitor-features §7), cached 30 minutes (§9): access tariffs by the
// maximum power (GET tariff?power=) and products by power, access tariff and CUPS (GET pricelist, with selfcons and
// promocode when given, and lang).
import type { AccessTariff, PricelistProduct, PricelistQuery, TariffQuery } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export interface PricelistParams {
  power: number;
  atr: string;
  cups: string;
  selfcons: boolean;
  promocode: string;
  lang: string;
}

export const contractQueries = {
  all: () => ['contracting', 'contract'] as const,
  tariffs: (maxPower: number) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'tariffs', maxPower],
      queryFn: () =>
        api.get<AccessTariff[]>('tariff', {
          version: 1,
          searchParams: { power: String(maxPower) } satisfies TariffQuery,
        }),
      staleTime: LOOKUP_CACHE_MS,
    }),
  products: ({ power, atr, cups, selfcons, promocode, lang }: PricelistParams) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'products', { power, atr, cups, selfcons, promocode, lang }],
      queryFn: () =>
        api.get<PricelistProduct[]>('pricelist', {
          version: 1,
          searchParams: {
            power: String(power),
            atr,
            cups,
            lang,
            ...(selfcons ? { selfcons: 'true' } : {}),
            ...(promocode ? { promocode } : {}),
          } satisfies PricelistQuery,
        }),
      staleTime: LOOKUP_CACHE_MS,
    }),
};
