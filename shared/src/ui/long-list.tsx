// A long list renders only the rows on screen and a few around them (issue 47 item 3: "no screen renders more rows
// than it shows"; a page of 100 invoices took ~1.2 s of a phone's main thread to render in the kit's components). The
// windowing itself (@tanstack/react-virtual, `virtual-rows.tsx`) is fetched on demand, so that the routes without a
// long list (the login's) do not carry it; until it arrives, the rows from the list's top that the screen shows under
// its place render. No row renders before that place is known (`useListOffset`, read before the first paint). Lists
// up to `LONG_LIST_ROWS` rows stay whole.
import { type Key, type ReactNode, type RefObject, startTransition, useLayoutEffect, useState } from 'react';
import { onDemand } from './on-demand';

/** Above this many rows a list renders only the rows on screen (and `OVERSCAN_ROWS` each side). */
export const LONG_LIST_ROWS = 30;
/** Rows rendered beyond each edge of the screen: a short scroll or a Tab shows rows that are there already. */
export const OVERSCAN_ROWS = 4;

export interface RowWindowItem {
  index: number;
  /** Its top and bottom, in pixels from the list's first row's top (estimated until the row has been drawn once). */
  start: number;
  end: number;
}

/** The rows to render now. */
export interface RowWindow {
  items: readonly RowWindowItem[];
  /** The whole list's height, in pixels. */
  total: number;
  /** The ref of each rendered row (it carries `data-index`): its drawn height replaces the estimate. */
  measure: (element: Element | null) => void;
}

export interface RowWindowOptions {
  count: number;
  /** A row's height before it has been drawn. */
  estimateSize: number;
  /** The space between two rows (a list of cards' gap). */
  gap: number;
  overscan: number;
  getItemKey: (index: number) => Key;
  /** The row holding the keyboard's focus: it and its neighbours stay rendered. */
  focused: number | undefined;
}

const virtualRows = onDemand(() => import('./virtual-rows'));

/**
 * Starts fetching the windowing's code, for a screen whose list will be long (a page of 100 invoices) while its call
 * is on its way: the rows then render through it at once.
 */
export function preloadLongList(): Promise<void> {
  return virtualRows.load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Where a long list's first row starts in its scroller's content (the page's, or `scrollRef`'s box), in pixels;
 * undefined until the list is in the document, and for a list that is not long (`enabled` false). Called by the
 * component that renders the list's element (`listRef`), so that its layout effect runs once the element's ref is set:
 * the place is read there, before the browser paints (without it, a table under a chart rendered a window's height of
 * rows from the top, most of them thrown away by the next render), and the rows on screen render in a transition after
 * that commit, in slices, rather than inside it. Then read again after the browser's own layout (a ResizeObserver's
 * callback) when the list or the page around it changes size; never during a render.
 */
export function useListOffset(
  listRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null> | undefined,
  enabled = true,
): number | undefined {
  const [offset, setOffset] = useState<number>();
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return undefined;
    const read = () => {
      const scroller = scrollRef?.current;
      const top = list.getBoundingClientRect().top;
      const next = scroller
        ? top - scroller.getBoundingClientRect().top + scroller.scrollTop
        : top + window.scrollY;
      // A transition: React renders the rows in slices that let input through, and commits them in a task of their own
      // (set plainly in a layout effect, they rendered again inside the commit that mounted the list).
      startTransition(() => setOffset(Math.max(0, Math.round(next))));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    observer.observe(scrollRef?.current ?? document.body);
    return () => observer.disconnect();
  }, [listRef, scrollRef, enabled]);
  return offset;
}

/** The whole list's height, estimated. */
function estimatedTotal({ count, estimateSize, gap }: RowWindowOptions): number {
  return Math.max(0, count * (estimateSize + gap) - gap);
}

/** No rows yet: the list's place is read before the browser paints (`useListOffset`). */
function unplaced(options: RowWindowOptions): RowWindow {
  return { items: [], total: estimatedTotal(options), measure: () => undefined };
}

/**
 * The rows from the list's top that the screen shows below its place, while the windowing's code is on its way (or if
 * it failed).
 */
function firstScreen(options: RowWindowOptions, offset: number, scrolls: 'window' | 'box'): RowWindow {
  const { count, estimateSize, gap, overscan } = options;
  const height = typeof window === 'undefined' ? 800 : window.innerHeight;
  const above = scrolls === 'window' ? Math.max(0, offset - window.scrollY) : offset;
  const shown = Math.min(count, Math.ceil(Math.max(0, height - above) / (estimateSize + gap)) + overscan);
  const items = Array.from({ length: shown }, (_, index) => ({
    index,
    start: index * (estimateSize + gap),
    end: index * (estimateSize + gap) + estimateSize,
  }));
  return { items, total: estimatedTotal(options), measure: () => undefined };
}

export interface LongRowsProps extends RowWindowOptions {
  /** Where the list's first row starts in its scroller's content (`useListOffset`), undefined until it is known. */
  offset: number | undefined;
  /** The box the rows scroll in (a table with a greatest height); the window when absent. */
  scrollRef?: RefObject<HTMLElement | null>;
  children: (window: RowWindow) => ReactNode;
}

/** Calls `children` with the rows to render: those on screen once the list's place and the windowing's code are in. */
export function LongRows({ offset, scrollRef, children, ...options }: LongRowsProps) {
  const { part } = virtualRows.usePart();
  if (offset === undefined) return children(unplaced(options));
  if (!part) return children(firstScreen(options, offset, scrollRef ? 'box' : 'window'));
  if (scrollRef) {
    return (
      <part.ScrollerRows offset={offset} scrollRef={scrollRef} {...options}>
        {children}
      </part.ScrollerRows>
    );
  }
  return (
    <part.WindowRows offset={offset} {...options}>
      {children}
    </part.WindowRows>
  );
}

/**
 * The spacers of a window, in pixels: before each rendered row, the height that stands for the rows left out before
 * it (undefined when none are), and after the last one. Each spacer is an element of its own among the rows, so in a
 * list whose rows are `gap` apart it brings one gap more, which its height leaves out.
 */
export function windowSpacers(
  window: RowWindow,
  count: number,
  gap: number,
): { before: (number | undefined)[]; after: number | undefined } {
  const before: (number | undefined)[] = [];
  let end = 0;
  let previous = -1;
  for (const item of window.items) {
    const skipped = item.index - previous - 1;
    const gaps = previous < 0 ? 1 : 2;
    before.push(skipped > 0 ? Math.max(0, item.start - end - gaps * gap) : undefined);
    end = item.end;
    previous = item.index;
  }
  const rowsAfter = previous < count - 1;
  return {
    before,
    after: rowsAfter ? Math.max(0, window.total - end - (previous < 0 ? 0 : gap)) : undefined,
  };
}
