// Whether an element of a page's first screen (its heading, the largest text) has reached the screen: the element's
// Element Timing entry, reported once its frame is presented. "After the first paint" (a task queued from the painting
// frame) can still run before that frame reaches the screen, and what it started then (the home's tiles, an invoice
// list's rows and chart) counted among the requests before the page's largest paint (decision 009). Without Element
// Timing (browsers other than Chromium) it is true once the element is painted; if no entry comes, `PRESENTED_FALLBACK_MS`
// after that.
import { startTransition, useCallback, useEffect, useId, useState } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

/** How long after the paint the hook gives way when the browser reports no entry. */
export const PRESENTED_FALLBACK_MS = 500;

export interface Presented {
  /** The element's ref: marks it for Element Timing as it is inserted, before its first paint (the UI kit's
   * components do not pass unknown attributes on to the element). */
  ref: (element: HTMLElement | null) => void;
  /** True once the marked element is on screen; stays true. */
  presented: boolean;
}

interface ElementTiming extends PerformanceEntry {
  identifier: string;
}

function elementTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  );
}

/**
 * `ready`: false while the element is not rendered yet (a stored session being checked). Each use marks its element
 * with an identifier of its own, so an entry of an earlier visit to the page (entries are buffered) does not count.
 */
export function usePresented(ready = true): Presented {
  const identifier = `presented${useId()}`;
  const ref = useCallback(
    (element: HTMLElement | null) => element?.setAttribute('elementtiming', identifier),
    [identifier],
  );
  const painted = useAfterFirstPaint(ready);
  const supported = elementTimingSupported();
  const [presented, setPresented] = useState(false);
  useEffect(() => {
    if (!ready || presented || !supported) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as ElementTiming).identifier === identifier))
        startTransition(() => setPresented(true));
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  }, [ready, presented, supported, identifier]);
  useEffect(() => {
    if (!painted || presented || !supported) return;
    const timer = setTimeout(() => startTransition(() => setPresented(true)), PRESENTED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [painted, presented, supported]);
  // Without Element Timing, the paint is all there is to wait for.
  return { ref, presented: presented || (painted && !supported) };
}
