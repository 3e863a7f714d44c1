import { isHttpError } from '@portal/shared/http';
import { QueryClient } from '@tanstack/react-query';

/** A client error (401 session expired, 403, 404, 400) will answer the same again: only retry the rest, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/** The one QueryClient of the portal: remotes use it through the shared react-query context. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  });
}
