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

/** True while a modal dialog covers the page. */
export function usePageCovered(): boolean {
  return useStore(coverStore, ({ covers }) => covers > 0);
}
