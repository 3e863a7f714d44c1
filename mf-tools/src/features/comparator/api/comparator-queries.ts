// The comparators' calls (visitor-features §7): GET leads/comers (v1) and gas/leads/comers (v2) with lang, "cached 30
// minutes"; GET tariff?old=0 (v1) and gas/tariff (v2); POST price-compare/ and gas/price-compare (mode auto answers
// the comparison, mode manual sends the invoice lead); POST price-compare/confirm and gas/price-compare with mode
// confirm (the I-am-interested lead). Keys start with the domain, general to specific.
import type {
  AccessTariff,
  CupsConfigResponse,
  CupsLookupQuery,
  GasPricelistQuery,
  LangQuery,
  PricelistProduct,
  TariffQuery,
  CompareConfirmRequest,
  ComparisonResponse,
  ElectricityCompareRequest,
  GasCompareRequest,
  InvoiceLeadRequest,
  LeadOkResponse,
  Retailer,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { currentLocale } from '@portal/shared/i18n';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';

export type Energy = 'electricity' | 'gas';
/** visitor-features §9 "Lookup cache time 30 minutes". */
const LOOKUP_CACHE_MS = 30 * 60 * 1000;

export const comparatorQueries = {
  all: () => ['tools', 'comparator'] as const,
  retailers: (energy: Energy) => {
    const lang = currentLocale();
    return queryOptions({
      queryKey: [...comparatorQueries.all(), energy, 'retailers', lang],
      queryFn: () =>
        energy === 'gas'
          ? api.get<Retailer[]>('gas/leads/comers', {
              version: 2,
              searchParams: { lang } satisfies LangQuery,
            })
          : api.get<Retailer[]>('leads/comers', { version: 1, searchParams: { lang } satisfies LangQuery }),
      // A change of language asks for the names in the new one; the last ones stay meanwhile, so the form is not
      // replaced by its loading state and what the visitor typed is kept (it was lost on every switch).
      placeholderData: keepPreviousData,
      staleTime: LOOKUP_CACHE_MS,
      gcTime: LOOKUP_CACHE_MS,
    });
  },
  tariffs: (energy: Energy) =>
    queryOptions({
      queryKey: [...comparatorQueries.all(), energy, 'tariffs'],
      queryFn: () =>
        energy === 'gas'
          ? api.get<AccessTariff[]>('gas/tariff', { version: 2 })
          : api.get<AccessTariff[]>('tariff', {
              version: 1,
              searchParams: { old: '0' } satisfies TariffQuery,
            }),
      staleTime: LOOKUP_CACHE_MS,
      gcTime: LOOKUP_CACHE_MS,
    }),
  /**
   * GET contractacio/config/cups/{cups}?old=0 (v1) and gas/contractacio/config/cups/{cups} (v2), "power,
   * access_tariff" (visitor-features §7): a 404 when the supply point is not one of that energy's. Not retried.
   */
  cupsConfig: (energy: Energy, cups: string) =>
    queryOptions({
      queryKey: [...comparatorQueries.all(), energy, 'cups', cups],
      queryFn: () =>
        energy === 'gas'
          ? api.get<CupsConfigResponse>(`gas/contractacio/config/cups/${encodeURIComponent(cups)}`, {
              version: 2,
            })
          : api.get<CupsConfigResponse>(`contractacio/config/cups/${encodeURIComponent(cups)}`, {
              version: 1,
              searchParams: { old: '0' } satisfies CupsLookupQuery,
            }),
      staleTime: LOOKUP_CACHE_MS,
      gcTime: LOOKUP_CACHE_MS,
      retry: false,
    }),
};

/** GET gas/pricelist?atr&cups (v2): the gas products for the compared supply (the result's see-products). */
export const gasProductsQuery = (atr: number, cups: string) => {
  const lang = currentLocale();
  return queryOptions({
    queryKey: [...comparatorQueries.all(), 'gas', 'products', atr, cups, lang],
    queryFn: () =>
      api.get<PricelistProduct[]>('gas/pricelist', {
        version: 2,
        searchParams: { atr: String(atr), cups, lang } satisfies GasPricelistQuery,
      }),
  });
};

/** A lead answer without status OK is a failure: the sent message shows only after OK. */
async function leadOk(call: Promise<LeadOkResponse>): Promise<LeadOkResponse> {
  const answer = await call;
  if (answer.status !== 'OK') throw new Error('The lead was not accepted');
  return answer;
}

export function useCompare() {
  return useMutation({
    mutationKey: [...comparatorQueries.all(), 'compare'],
    mutationFn: async (
      request:
        | { energy: 'electricity'; body: ElectricityCompareRequest }
        | { energy: 'gas'; body: GasCompareRequest },
    ) => {
      const answer =
        request.energy === 'gas'
          ? await api.post<ComparisonResponse>('gas/price-compare', { json: request.body, version: 2 })
          : await api.post<ComparisonResponse>('price-compare/', { json: request.body, version: 1 });
      return answer.data;
    },
  });
}

/** Manual mode: the visitor sends the invoice instead of typing it. */
export function useSendInvoiceLead(energy: Energy) {
  return useMutation({
    mutationKey: [...comparatorQueries.all(), energy, 'invoice'],
    mutationFn: (body: InvoiceLeadRequest & { contactHours?: string }) =>
      leadOk(
        energy === 'gas'
          ? api.post<LeadOkResponse>('gas/price-compare', { json: body, version: 2 })
          : api.post<LeadOkResponse>('price-compare/', { json: body, version: 1 }),
      ),
  });
}

/** The I-am-interested lead after a comparison. */
export function useConfirmInterest(energy: Energy) {
  return useMutation({
    mutationKey: [...comparatorQueries.all(), energy, 'confirm'],
    mutationFn: (body: CompareConfirmRequest) =>
      leadOk(
        energy === 'gas'
          ? api.post<LeadOkResponse>('gas/price-compare', { json: { ...body, mode: 'confirm' }, version: 2 })
          : api.post<LeadOkResponse>('price-compare/confirm', { json: body, version: 1 }),
      ),
  });
}
