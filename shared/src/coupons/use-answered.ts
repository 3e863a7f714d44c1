// What the screens' banners wait for: the page's own content, so that a banner that answers first is not pushed down by it.
import { type QueryKey, useIsFetching, useQueryClient } from '@tanstack/react-query';

/** Has a query under `key` answered at least once? Re-read whenever the number of queries fetching under it changes. */
export function useAnswered(key: QueryKey | undefined): boolean {
  const client = useQueryClient();
  useIsFetching({ queryKey: key ?? [], exact: false });
  if (!key) return true;
  return client.getQueriesData({ queryKey: key }).some(([, data]) => data !== undefined);
}
