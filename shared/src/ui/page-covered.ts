// Whether a modal dialog covers the page: its parts below the first screen (near-viewport.tsx) do not start rendering
// under it, where the reader cannot see them and their work (a chart's draw, one long task) would hold up the
// dialog's own answers to the keyboard and the pointer (issue 47 item 1). Dialogs count themselves in
// (@portal/shared/widgets' PageUnderDialog); nested dialogs count each.
import { useSyncExternalStore } from 'react';

let covers = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks the page as covered until the returned function is called (once). */
export function coverPage(): () => void {
  covers += 1;
  if (covers === 1) notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers -= 1;
    if (covers === 0) notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a modal dialog covers the page. */
export function usePageCovered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => covers > 0,
    () => false,
  );
}
