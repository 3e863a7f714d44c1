// The brand's dynamic server pages (server actions: title, description, route): GET ov_customize/html_dinamic_routes
// (v2), signed in (customer-area §6 "Dynamic server elements ... are fetched only after login"). The shell lists them
// in the side bar and mf-tools' dynamic page offers the others as buttons: one query key, so both share one answer.
import type { ServerAction, ServerActionsResponse } from '@portal/shared/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** In `locale`: the API answers the pages' titles in the request's language, and a language change asks again. */
export function serverPagesQuery(locale: string) {
  return queryOptions({
    queryKey: ['server-pages', locale] as const,
    queryFn: async (): Promise<ServerAction[]> =>
      (await api.get<ServerActionsResponse>('ov_customize/html_dinamic_routes', { version: 2 })).data ?? [],
    // The brand's pages change seldom within a visit.
    staleTime: 5 * 60_000,
  });
}
