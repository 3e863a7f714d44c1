// State set in a transition, and a promise that settles once the render it brings is on the page: a click's own frame
// paints at once (a button disabled, its spinner), the larger render follows in slices that let input through, and the
// caller goes on only when that render is there (issue 47 item 1: the power calculator's result, contracting's
// submitting flag). `startTransition` alone says nothing of when its render is committed, and a transition may be
// rendered more than once or interrupted before it is.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Returns `inTransition(update)`: runs `update` (its state setters) in a transition and resolves once the render of
 * that transition has been committed (its effects run). Never resolves if the component unmounts first.
 */
export function useCommittedTransition(): (update: () => void) => Promise<void> {
  // Changed in the same transition as the caller's state: its effect runs in the commit that brings both.
  const [commits, setCommits] = useState(0);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    for (const committed of waiting.current.splice(0)) committed();
  }, [commits]);
  return useCallback(
    (update: () => void) =>
      new Promise<void>((committed) => {
        waiting.current.push(committed);
        startTransition(() => {
          update();
          setCommits((count) => count + 1);
        });
      }),
    [],
  );
}
