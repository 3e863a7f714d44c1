import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the portal: remotes use it through the shared react-query context. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}
