import { TimeoutError, isHttpError } from '@portal/shared/http';
import { QueryClient } from '@tanstack/react-query';

/** A client error (401 session expired, 403, 404, 400) will answer the same again: only retry the rest, once. A call
 * that timed out already waited the whole limit: its error state (with Retry) shows at once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status < 500) return false;
  if (error instanceof TimeoutError) return false;
  return failureCount < 1;
}

/** The one QueryClient of the portal: remotes use it through the shared react-query context. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  });
}
