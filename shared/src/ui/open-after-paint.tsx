// An overlay (a dialog, the phone's menu drawer) that opens in a task after the click's paint: that paint shows the page
// dimmed under a plain backdrop, so the click answers at once, and the overlay's code, state machines and content
// render once it is on screen (issue 47 item 1: Chakra's dialog and its frame took 150–250 ms of the click's task at
// the budgets' CPU; the menu drawer, its code on the first opening, 133–206 ms).
import { useEffect, useState, type CSSProperties } from 'react';
import { Portal } from './overlay-styles';
import { afterNextPaint } from './use-after-first-paint';

/** The opening backdrop's look: Chakra's dialog backdrop (its recipe's colour and layer), by the system's variables. */
const OPENING_BACKDROP: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'var(--chakra-colors-black-alpha-500)',
  zIndex: 'calc(var(--chakra-z-index-popover) - 1)',
};

/** The page dimmed, while the overlay is on its way (useOpenAfterPaint). */
export const OPENING_BACKDROP_SELECTOR = '[data-dialog-opening]';

/** The page dimmed as the overlay's own backdrop dims it, hidden from assistive technology. */
export function OpeningBackdrop() {
  return (
    <Portal>
      <div data-dialog-opening="" aria-hidden="true" style={OPENING_BACKDROP} />
    </Portal>
  );
}

/**
 * Whether the overlay is open as its library sees it (`opened`), and whether it is on its way (`opening`: show an
 * `OpeningBackdrop`): asked to open, it opens in a task after the next paint. Closing is at once. An overlay rendered
 * open from the start opens with it.
 */
export function useOpenAfterPaint(open: boolean): { opened: boolean; opening: boolean } {
  const [painted, setPainted] = useState(open);
  // Closed: the next opening waits for its paint again (set while rendering: nothing below renders twice).
  if (!open && painted) setPainted(false);
  useEffect(() => {
    if (!open || painted) return undefined;
    return afterNextPaint(() => setPainted(true));
  }, [open, painted]);
  return { opened: open && painted, opening: open && !painted };
}
