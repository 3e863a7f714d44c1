// Whether the home's heading has reached the screen: the Element Timing entry of the heading (marked by
// `markHeadingTiming`), reported once its frame is presented. "After the first paint" (a task queued from the painting
// frame) can still run before that frame reaches the screen, and what it started then (the tiles' remotes) counted
// among the requests before the heading, the home's largest text (decision 009). Without Element Timing
// (browsers other than Chromium) it is true once the heading is painted; if no entry comes, `FALLBACK_MS` after that.
import { startTransition, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '@portal/shared/ui';

export const HOME_HEADING_TIMING = 'home-heading';
/** Marks the heading for Element Timing as it is inserted, before its first paint (the UI kit's Heading does not
 * pass unknown attributes on to the element). */
export function markHeadingTiming(element: HTMLElement | null): void {
  element?.setAttribute('elementtiming', HOME_HEADING_TIMING);
}
export const FALLBACK_MS = 500;

interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

function elementTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  );
}

export function useHeadingPresented(ready: boolean): boolean {
  const painted = useAfterFirstPaint(ready);
  const supported = elementTimingSupported();
  const [presented, setPresented] = useState(false);
  useEffect(() => {
    if (!ready || presented || !supported) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as ElementTiming).identifier === HOME_HEADING_TIMING))
        startTransition(() => setPresented(true));
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  }, [ready, presented, supported]);
  useEffect(() => {
    if (!painted || presented || !supported) return;
    const timer = setTimeout(() => startTransition(() => setPresented(true)), FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [painted, presented, supported]);
  // Without Element Timing, the paint is all there is to wait for.
  return presented || (painted && !supported);
}
