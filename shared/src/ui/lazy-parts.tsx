// Parts of the kit that are rarely on a first screen load on demand, so that the login route stays light: the
// sanitiser and markdown renderer (DOMPurify, marked) and the pagination (a Chakra state machine). The file upload
// and the checkbox are @portal/shared/forms' own.
import { lazy, Suspense, type ReactNode } from 'react';
import { onDemand } from './on-demand';
import type * as PaginationModule from './pagination';
import { fitsOnePage, type PaginationProps } from './pagination-sizes';
import type { SafeHtmlProps } from './safe-html';

/**
 * The sanitiser's code, fetched once (and again after a failure): `SafeHtml` below, and a part that shows only once
 * it is in (the announcement banner: `safeHtmlCode.usePart(wanted)`, rather than an empty box waiting for its text).
 */
export const safeHtmlCode = onDemand(() => import('./safe-html'));
const SafeHtmlPart = lazy(() => safeHtmlCode.load().then((m) => ({ default: m.SafeHtml })));

/** The pagination's code (the bundler fetches its chunk once, and again after a failure). */
const loadPagination = (): Promise<typeof PaginationModule> => import('./pagination');
const PaginationPart = lazy(() => loadPagination().then((m) => ({ default: m.Pagination })));

export type { PaginationProps, SafeHtmlProps };

/** `fallback` shows while the sanitiser loads (a screen whose whole body it is shows its loader there). */
export function SafeHtml({ fallback = null, ...props }: SafeHtmlProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SafeHtmlPart {...props} />
    </Suspense>
  );
}

/**
 * Starts fetching the pagination's code when a list's answer needs more than one page, before its rows render: the
 * `Pagination` below its rows asks for it only once they are rendered, and on a phone the rows of a transition take
 * hundreds of milliseconds before that (issue 47 item 3). Nothing when everything fits on one page.
 */
export function preloadPagination(
  props: Pick<PaginationProps, 'total' | 'pageSize' | 'defaultPageSize'>,
): void {
  if (!fitsOnePage(props)) void loadPagination().catch(() => undefined);
}

export function Pagination(props: PaginationProps) {
  // Nothing to page: its code (Ark's pagination and its state machine) is not fetched at all.
  if (fitsOnePage(props)) return null;
  return (
    <Suspense fallback={null}>
      <PaginationPart {...props} />
    </Suspense>
  );
}
