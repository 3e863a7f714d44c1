// Dynamic server pages (customer-area §7 "Settings and flags"): GET ov_customize/html_dinamic_routes (v2, the pages,
// as server actions) and GET ov_customize/html_dinamic_elements/{pageId} (v2, a page's HTML blocks); signed in.
import type {
  ServerAction,
  ServerActionsResponse,
  ServerElement,
  ServerElementsResponse,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export const dynamicPageQueries = {
  all: () => ['tools', 'dynamic-pages'] as const,
  /** In `locale`: the API answers the pages' titles in the request's language. */
  actions: (locale: string) =>
    queryOptions({
      queryKey: [...dynamicPageQueries.all(), 'actions', locale],
      queryFn: async (): Promise<ServerAction[]> =>
        (await api.get<ServerActionsResponse>('ov_customize/html_dinamic_routes', { version: 2 })).data ?? [],
    }),
  elements: (pageId: string) =>
    queryOptions({
      queryKey: [...dynamicPageQueries.all(), 'elements', pageId],
      queryFn: async (): Promise<ServerElement[]> =>
        (
          await api.get<ServerElementsResponse>(
            `ov_customize/html_dinamic_elements/${encodeURIComponent(pageId)}`,
            { version: 2 },
          )
        ).data ?? [],
    }),
};
