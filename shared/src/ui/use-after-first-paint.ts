// True once the component's first screen has been painted: what that screen does not need (the shell's profile menu,
// a page's sections below the fold) renders or loads then, not in the first render, where it competed with the page
// for the network and the main thread and delayed the first paint (decision 009, "Stop 27"). `ready`: the screen that
// counts is the first one rendered with it true (a page's content, not its loader). Stays true once it is.
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame callback runs before the next paint; a task queued from it runs once that frame is on screen. What then
    // renders is a transition: React renders it in slices instead of one task that blocks input.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
