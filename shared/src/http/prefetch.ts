// Asking for a query ahead of the component that reads it (a page's `usePrefetch` while its catalogues load,
// decision 009): only when the cache has nothing under its key, so that a render never asks twice.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Starts `options`' query unless the cache already holds it (fetched, fetching or failed). */
export function prefetchIfAbsent<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}
