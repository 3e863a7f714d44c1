// A part of a page far below its first screen (the contract detail's consumption chart, decision 009)
// renders when the reader comes near it, the way a lazy image loads: its code, its calls and its first render no
// longer compete with the screen the reader is looking at. It renders at once where it cannot wait: without
// IntersectionObserver, and when the address points at a section (a link scrolls to it, and the sections below it must
// not move). Until then its content is not in the page (the browser's find and a screen reader's headings list do not
// see it): for heavy parts far below, such as a chart, not for text a reader looks for.
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { usePageCovered } from './page-covered';

export interface NearViewportOptions {
  /** How far ahead of the visible area it starts rendering (IntersectionObserver's rootMargin): one screen. */
  rootMargin?: string;
}

/** A ref for the placeholder and whether its content should render; stays true once it is. */
function useNearViewport({ rootMargin = '100% 0px' }: NearViewportOptions = {}): [
  (element: Element | null) => (() => void) | undefined,
  boolean,
] {
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.location.hash.length > 1,
  );
  // Came near while a dialog covered the page: renders once it is closed.
  const [seen, setSeen] = useState(false);
  // Only while it waits to render: once rendered, a dialog's opening and closing leave it (and its content) as it is.
  const covered = usePageCovered(seen && !near);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near || seen) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, seen, rootMargin],
  );
  useEffect(() => {
    // A transition: its render is sliced instead of one task under the reader's scroll.
    if (seen && !covered && !near) startTransition(() => setNear(true));
  }, [seen, covered, near]);
  useEffect(() => {
    if (near) return undefined;
    const render = () => setNear(true);
    window.addEventListener('hashchange', render);
    return () => window.removeEventListener('hashchange', render);
  }, [near]);
  return [ref, near];
}

export interface NearViewportProps extends NearViewportOptions {
  children: ReactNode;
}

/** Renders its children once the reader is near (see `useNearViewport`); until then an empty block in their place. */
export function NearViewport({ children, rootMargin }: NearViewportProps) {
  const [ref, near] = useNearViewport({ rootMargin });
  return near ? children : <div ref={ref} data-near-viewport="waiting" />;
}
