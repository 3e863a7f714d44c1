// What the consumption section receives while a dialog covers the page waits for it to close (issue 47 item 1): the
// curve's answer and the chart library's code arrived under a change dialog the reader had just opened on the
// contract detail, and their render and ApexCharts' draw (hundreds of milliseconds at a phone's CPU) held up that
// dialog's answer to Escape. The page counts as covered through @portal/shared/ui's `usePageCovered` (DialogFrame).
import { usePageCovered } from '@portal/shared/ui';
import { useDeferredValue, useState } from 'react';

/**
 * `value` as the page shows it: a value that arrives while a dialog covers the page is held until the dialog has
 * closed, then rendered in a transition (useDeferredValue): sliced, behind what the reader does meanwhile.
 */
export function useUncovered<T>(value: T): T {
  // Through functions: the value may itself be one (a component).
  const [held, setHeld] = useState(() => value);
  // Whether a dialog covers the page matters only while a value waits: otherwise a dialog's opening and closing do not
  // render the section again (usePageCovered's `watch`).
  const covered = usePageCovered(!Object.is(held, value));
  // Uncovered, the value shown is the newest; kept (set while rendering) for the next time a dialog covers the page.
  if (!covered && !Object.is(held, value)) setHeld(() => value);
  return useDeferredValue(covered ? held : value);
}
