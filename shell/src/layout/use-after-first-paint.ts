// True once the first screen has been painted: what is not needed for it (the profile menu's code) starts loading
// then, not during the first render, where it competed with the page for the network and delayed the first paint
// (decision 009, "Stop 27").
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before the next paint; a task queued from it runs once that frame is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
