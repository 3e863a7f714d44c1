// Whether a modal dialog covers the page: its parts below the first screen (near-viewport.tsx) do not start rendering
// under it, where the reader cannot see them and their work (a chart's draw, one long task) would hold up the
// dialog's own answers to the keyboard and the pointer (issue 47 item 1). Dialogs count themselves in
// (@portal/shared/widgets' DialogFrame); nested dialogs count each. A store of the platform's kind (zustand).
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

/**
 * True while a modal dialog covers the page. With `watch` false it is false and its component does not render again
 * when a dialog opens or closes: for a part that needs to know only while it holds something back. Subscribed plainly,
 * the consumption section (its charts, tables and date pickers) rendered again inside the click that opened a change
 * dialog and inside the Escape that closed it, a store's update being rendered at once (about 100 ms at the phone's
 * CPU: issue 47 item 1).
 */
export function usePageCovered(watch = true): boolean {
  return useStore(coverStore, ({ covers }) => watch && covers > 0);
}
