// A long list renders only the rows on screen and a few around them (issue 47 item 3: "no screen renders more rows
// than it shows"; a page of 100 invoices took ~1.2 s of a phone's main thread to render in the kit's components). The
// windowing itself (@tanstack/react-virtual, `virtual-rows.tsx`) is fetched on demand, so that the routes without a
// long list (the login's) do not carry it; until it arrives, the first screen's rows render as if the list started at
// the top of its scroller. Lists up to `LONG_LIST_ROWS` rows stay whole.
import type { Key, ReactNode, RefObject } from 'react';
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

/** The first screen's rows, while the windowing's code is on its way (or if it failed): the list at its top. */
function firstScreen({ count, estimateSize, gap, overscan }: RowWindowOptions): RowWindow {
  const height = typeof window === 'undefined' ? 800 : window.innerHeight;
  const shown = Math.min(count, Math.ceil(height / (estimateSize + gap)) + overscan);
  const items = Array.from({ length: shown }, (_, index) => ({
    index,
    start: index * (estimateSize + gap),
    end: index * (estimateSize + gap) + estimateSize,
  }));
  return { items, total: count * (estimateSize + gap) - gap, measure: () => undefined };
}

export interface LongRowsProps extends RowWindowOptions {
  listRef: RefObject<HTMLElement | null>;
  /** The box the rows scroll in (a table with a greatest height); the window when absent. */
  scrollRef?: RefObject<HTMLElement | null>;
  children: (window: RowWindow) => ReactNode;
}

/** Calls `children` with the rows to render: those on screen once the windowing's code is here. */
export function LongRows({ listRef, scrollRef, children, ...options }: LongRowsProps) {
  const { part } = virtualRows.usePart();
  if (!part) return children(firstScreen(options));
  if (scrollRef) {
    return (
      <part.ScrollerRows listRef={listRef} scrollRef={scrollRef} {...options}>
        {children}
      </part.ScrollerRows>
    );
  }
  return (
    <part.WindowRows listRef={listRef} {...options}>
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
