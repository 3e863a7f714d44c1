// Dynamic server pages (customer-area §7 "Settings and flags"): GET ov_customize/html_dinamic_elements/{pageId} (v2,
// a page's HTML blocks); signed in. The pages themselves (server actions) are `serverPagesQuery` of
// @portal/shared/http, the query the shell's side bar lists them with.
import type { ServerElement, ServerElementsResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { queryOptions } from '@tanstack/react-query';

export const dynamicPageQueries = {
  all: () => ['tools', 'dynamic-pages'] as const,
  /** A page's blocks in `locale`: the API answers in the request's language, so each locale has its own entry. */
  elements: (pageId: string, locale: string) =>
    queryOptions({
      queryKey: [...dynamicPageQueries.all(), 'elements', pageId, locale],
      queryFn: async (): Promise<ServerElement[]> =>
        (
          await api.get<ServerElementsResponse>(
            `ov_customize/html_dinamic_elements/${encodeURIComponent(pageId)}`,
            { version: 2 },
          )
        ).data ?? [],
    }),
};
