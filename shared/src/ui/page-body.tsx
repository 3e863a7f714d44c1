// A page's body below its header. On a route change (not the visit's first page), its first render is a skeleton and
// the body follows in a render of its own, a transition started once the skeleton is committed: the click paints the
// new page's heading in a small commit, and the body's render, the largest part of a new remote's first screen, runs
// in slices after it (issue 47 item 2: a menu entry's click to the heading's paint). The first page of a visit renders
// in one piece.
//
// Not React's `useDeferredValue(value, initialValue)`: React 19 spawns a render lane for an initial value on every
// mount, even one equal to the value. A page mounts in a Suspense retry (its remote's code arrived after the loader was
// shown), and React holds such a retry until 300 ms after the loader appeared; a lane spawned by the held render made
// React drop it and render the page again, and again, until the 300 ms were over. On the login's first load that was
// 40–70 renders and commits of the page instead of six, about 150 ms of CPU here (issue 47 item 0: the runs whose
// remote's code arrived just after the first render read twice the main thread's work of the others).
import { useIsRouteChange } from '@portal/shared/routes';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { ContentSkeleton, type SkeletonShape } from './skeletons';

export interface PageBodyProps {
  children: ReactNode;
  /** The skeleton drawn for the moment before the body (a route change only). */
  shape?: SkeletonShape;
}

export function PageBody({ children, shape = 'list' }: PageBodyProps) {
  // Decided once, when the page mounts.
  const routeChange = useIsRouteChange();
  const [ready, setReady] = useState(!routeChange);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
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
