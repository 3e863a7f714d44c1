// A page's body below its header. On a route change (not the visit's first page), its first render is a skeleton and
// the body follows in a deferred render (React's useDeferredValue): the click paints the new page's heading in a
// small commit, and the body's render, the largest part of a new remote's first screen, runs in slices after it
// (issue 47 item 2: a menu entry's click to the heading's paint). The first page of a visit renders in one piece.
import { useIsRouteChange } from '@portal/shared/routes';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { ContentSkeleton, type SkeletonShape } from './skeletons';

export interface PageBodyProps {
  children: ReactNode;
  /** The skeleton drawn for the moment before the body (a route change only). */
  shape?: SkeletonShape;
}

export function PageBody({ children, shape = 'list' }: PageBodyProps) {
  // Decided once, when the page mounts.
  const routeChange = useIsRouteChange();
  const [deferred] = useState(routeChange);
  const ready = useDeferredValue(true, !deferred);
  if (!ready) {
    // Hidden from assistive technologies: it lasts a frame or two; the page's own loading states speak.
    return (
      <div aria-hidden data-page-body="pending">
        <ContentSkeleton shape={shape} />
      </div>
    );
  }
  return children;
}
