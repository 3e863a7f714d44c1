// A page's answer rendered in slices (decision 005, the remote template; decision 009). React Query hands an
// answer over through `useSyncExternalStore`, whose updates React renders synchronously: a list, a detail's sections
// or a form drawn from it is one long task on a phone. The deferred copy is rendered in a transition, in slices; the
// render that delivers the answer still shows what was there (the loader), and the answer follows one render later.
import { type QueryKey, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** `useQuery(options)`, its result deferred (see above). Read once per answer: deferring it again adds a commit. */
export function useDeferredQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
