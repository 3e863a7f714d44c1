// Whether a modal dialog covers the page: its parts below the first screen (near-viewport.tsx) do not start rendering
// under it, where the reader cannot see them and their work (a chart's draw, one long task) would hold up the
// dialog's own answers to the keyboard and the pointer (issue 47 item 1). Dialogs count themselves in
// (@portal/shared/widgets' DialogFrame); nested dialogs count each. A store of the platform's kind (zustand).
import { useDeferredValue, useState } from 'react';
import { createStore, useStore } from 'zustand';

const coverStore = createStore<{ covers: number }>()(() => ({ covers: 0 }));

/** Marks the page as covered until the returned function is called (once). */
export function coverPage(): () => void {
  coverStore.setState(({ covers }) => ({ covers: covers + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    coverStore.setState(({ covers }) => ({ covers: covers - 1 }));
  };
}

/** True while a modal dialog covers the page. */
export function usePageCovered(): boolean {
  return useStore(coverStore, ({ covers }) => covers > 0);
}

/**
 * `value` as the page shows it, for a part of the page whose new value renders long (a chart and its table when their
 * answer arrives, a chart library's code): a value that arrives while a dialog covers the page waits there until the
 * dialog has closed, instead of rendering and drawing under it, where its work held up the dialog's answers to the
 * keyboard (issue 47 item 1: the consumption's answer, then ApexCharts' draw, under the bank account dialog). A new
 * value then renders in a transition (useDeferredValue): sliced, behind what the reader does meanwhile.
 */
export function useUncovered<T>(value: T): T {
  const covered = usePageCovered();
  // Through functions: the value may itself be one (a component).
  const [held, setHeld] = useState(() => value);
  // Uncovered, the value shown is the newest; kept (set while rendering) for the next time a dialog covers the page.
  if (!covered && !Object.is(held, value)) setHeld(() => value);
  return useDeferredValue(covered ? held : value);
}
