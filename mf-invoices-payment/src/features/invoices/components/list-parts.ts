// The invoice list's first screen (its heading, buttons, tabs and loaders) does not wait for luxon: the rows, the chart
// and the filter panel, which show dates, arrive in a chunk of their own (invoice-list-parts.ts) fetched once that
// screen's heading is on screen, beside the list's call. Fetched before it, luxon's 19 KB were on the path to the list's heading,
// the page's largest paint (LCP 2.67 s against 2.5: issue 47 item 0).
import { onDemand } from '@portal/shared/ui';
import { use } from 'react';
import type { DateReaders } from '../list-params';
import type * as Parts from './invoice-list-parts';

export type ListParts = typeof Parts;

export const listParts = onDemand<ListParts>(() => import('./invoice-list-parts'));

/**
 * Fetches the parts (the list calls it once its heading is on screen), and then queues the rows' formats (their
 * amounts and dates: built in tasks of their own, not inside the rows' render).
 */
export function preloadListParts(): void {
  listParts.load().then(
    (parts) => parts.warmFormats(),
    () => undefined, // The part that needs them shows the failure, with a retry.
  );
}

/**
 * How the address's date filters are read. Once the parts are in, their readers; before, an address without a date
 * filter needs none, and one with a date filter (a link shared with its filters) suspends its caller until they arrive
 * (the page's loader shows a moment longer).
 */
export function useAddressDateReaders(search: URLSearchParams): DateReaders | undefined {
  const arrived = listParts.current();
  if (arrived) return arrived.dateReaders;
  if (!search.has('from') && !search.has('to')) return undefined;
  return use(listParts.load()).dateReaders;
}
