// The geography lookups every Spanish address form shares (contracting's supply point and invoice address, the
// notification address; customer-area §7 "Geography", visitor-features §7): GET geo/zipcode/{zip}/ (v1) once the code
// has 5 characters and the user paused for 700 ms (customer-area §8 "zipcode lookup debounce 700 ms"), GET
// geo/provincies/{first two digits of ine}/ and GET geo/tipovias/, each under one query key whichever screen asks, and
// cached 30 minutes (visitor-features §9: a locality's province and the street types do not change within a visit).
import type {
  City,
  CityListResponse,
  Province,
  ProvinceListResponse,
  StreetType,
  StreetTypeListResponse,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const POSTAL_CODE_DEBOUNCE_MS = 700;
export const POSTAL_CODE_CACHE_MS = 30 * 60 * 1000;
/** "Postal code: exactly 5 characters" (customer-area §8). */
export const POSTAL_CODE_LENGTH = 5;

export const geoQueries = {
  all: () => ['geo'] as const,
  localities: (zipcode: string) =>
    queryOptions({
      queryKey: [...geoQueries.all(), 'zipcode', zipcode],
      queryFn: async (): Promise<City[]> =>
        (await api.get<CityListResponse>(`geo/zipcode/${encodeURIComponent(zipcode)}/`, { version: 1 })).data,
      staleTime: POSTAL_CODE_CACHE_MS,
      gcTime: POSTAL_CODE_CACHE_MS,
    }),
  /** The provinces of a municipality's INE code (its first two digits); asks nothing before it has two. */
  provinces: (ine: string) =>
    queryOptions({
      queryKey: [...geoQueries.all(), 'provinces', ine.slice(0, 2)],
      queryFn: async ({ signal }): Promise<Province[]> =>
        (
          await api.get<ProvinceListResponse>(`geo/provincies/${encodeURIComponent(ine.slice(0, 2))}/`, {
            version: 1,
            signal,
          })
        ).data,
      staleTime: POSTAL_CODE_CACHE_MS,
      enabled: ine.length >= 2,
    }),
  streetTypes: () =>
    queryOptions({
      queryKey: [...geoQueries.all(), 'street-types'],
      queryFn: async ({ signal }): Promise<StreetType[]> =>
        (await api.get<StreetTypeListResponse>('geo/tipovias/', { version: 1, signal })).data,
      staleTime: POSTAL_CODE_CACHE_MS,
    }),
};

/** `value`, once it has not changed for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The localities of `zipcode` as the user types it: nothing while it is shorter than 5 characters ("no locality
 * options when the postal code is empty", visitor-features §4), the lookup 700 ms after the last keystroke.
 */
export function usePostalCodeLocalities(zipcode: string) {
  const settled = useDebouncedValue(zipcode.trim(), POSTAL_CODE_DEBOUNCE_MS);
  const complete = settled.length === POSTAL_CODE_LENGTH;
  const query = useQuery({ ...geoQueries.localities(settled), enabled: complete });
  return {
    ...query,
    localities: (complete && query.data) || NO_LOCALITIES,
    pending: zipcode.trim() !== settled,
  };
}

/**
 * No localities, the same list at every render: a form that memoises its fields on the list, or an effect that
 * depends on it, does not run again for a new empty array.
 */
const NO_LOCALITIES: readonly City[] = [];
