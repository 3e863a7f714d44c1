// The rows of a long list that are on screen (issue 47 item 3: "no screen renders more rows than it shows"), fetched
// on demand by `long-list.tsx` (@tanstack/react-virtual: its code is not in the login route's). The page keeps its own
// scroll: a list in the page follows the window's, a table with a greatest height its own box's. Each row is measured
// once drawn (its real height, whatever wraps), the rows around the focused one stay rendered so that Tab and
// Shift+Tab always reach the next and previous row (which the browser then scrolls in).
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useCallback } from 'react';
import type { RowWindow, RowWindowOptions } from './long-list';

/** The rows of `range` and those next to the focused row, in order. */
function withFocused(focused: number | undefined) {
  return (range: Range): number[] => {
    const shown = defaultRangeExtractor(range);
    if (focused === undefined) return shown;
    const extra = [focused - 1, focused, focused + 1].filter((index) => index >= 0 && index < range.count);
    return [...new Set([...shown, ...extra])].sort((a, b) => a - b);
  };
}

function toWindow(
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>,
  offset: number,
) {
  const rows: RowWindow = {
    items: virtualizer.getVirtualItems().map(({ index, start, end }) => ({
      index,
      start: start - offset,
      end: end - offset,
    })),
    total: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
  };
  return rows;
}

export interface VirtualRowsProps extends RowWindowOptions {
  /** Where the list's first row starts in its scroller's content, in pixels (long-list.tsx `useListOffset`). */
  offset: number;
  children: (window: RowWindow) => ReactNode;
}

function useCommon({ count, estimateSize, gap, overscan, getItemKey, focused }: RowWindowOptions) {
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const rangeExtractor = useCallback((range: Range) => withFocused(focused)(range), [focused]);
  // A row measured 0 px tall is not laid out (inside a hidden panel; jsdom): its estimate stands for it.
  const measure = useCallback(
    (...args: Parameters<typeof measureElement>) => measureElement(...args) || estimateSize,
    [estimateSize],
  );
  return {
    count,
    estimateSize: estimate,
    gap,
    overscan,
    getItemKey,
    rangeExtractor,
    measureElement: measure,
    // A scroll renders the rows it brings in React's next task, not inside the scroll event (flushSync, the library's
    // default). The browser dispatches scroll events right before it paints a frame: a click on a button it first
    // scrolled into view (an invoice's history) waited for that render before its own frame (a 53-93 ms scroll
    // handler at the interactions bench's x7, issue 47 item 1). The overscan's rows cover the frame in between.
    useFlushSync: false,
  };
}

/** A list in the page: the rows inside the window's scroll. */
export function WindowRows({ offset, children, ...options }: VirtualRowsProps) {
  const virtualizer = useWindowVirtualizer({
    ...useCommon(options),
    scrollMargin: offset,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  return children(toWindow(virtualizer, offset));
}

/** A table with a greatest height: the rows inside its own scrolling box (`scrollRef`). */
export function ScrollerRows({
  offset,
  scrollRef,
  children,
  ...options
}: VirtualRowsProps & { scrollRef: RefObject<HTMLElement | null> }) {
  const virtualizer = useVirtualizer({
    ...useCommon(options),
    getScrollElement: () => scrollRef.current,
    // A box not laid out (a hidden panel; jsdom) reads 0 px tall: its rows are drawn for a screen's height meanwhile.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    // Before the box is measured (its first render), the rows of a screen's height: no render without rows.
    initialRect: { width: 0, height: window.innerHeight },
    scrollMargin: offset,
  });
  return children(toWindow(virtualizer, offset));
}
