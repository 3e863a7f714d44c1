// Work that must not hold up the screen an interaction asked for (issue 47: an interaction lasts until its next
// paint): a frame callback runs just before the next paint, and a task queued from it runs once that frame is on
// screen. The same order `useAfterFirstPaint` (@portal/shared/ui) waits on for a page's first screen.

/** Runs `callback` in a task after the next paint; returns its cancel (an effect's cleanup). */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
