// Parts of the kit that are rarely on a first screen load on demand, so that the login route stays light: the
// sanitiser and markdown renderer (DOMPurify, marked) and the pagination (a Chakra state machine). The file upload
// and the checkbox are @portal/shared/forms' own.
import { lazy, Suspense, type ReactNode } from 'react';
import { fitsOnePage, type PaginationProps } from './pagination-sizes';
import type { SafeHtmlProps } from './safe-html';

const SafeHtmlPart = lazy(() => import('./safe-html').then((m) => ({ default: m.SafeHtml })));
const PaginationPart = lazy(() => import('./pagination').then((m) => ({ default: m.Pagination })));

export type { PaginationProps, SafeHtmlProps };

/** `fallback` shows while the sanitiser loads (a screen whose whole body it is shows its loader there). */
export function SafeHtml({ fallback = null, ...props }: SafeHtmlProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SafeHtmlPart {...props} />
    </Suspense>
  );
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
