// True once the component's first screen has been painted: what that screen does not need (the shell's profile menu,
// a page's sections below the fold) renders or loads then, not in the first render, where it competed with the page
// for the network and the main thread and delayed the first paint (decision 009). `ready`: the screen that
// counts is the first one rendered with it true (a page's content, not its loader). Stays true once it is.
// `idle`: then also once the browser is next idle (at most a second later), for what should not start before that
// screen's largest text is shown: a task queued from the frame can run before the frame reaches the screen, and a
// request started then counts in the page's LCP in Lighthouse's simulation (decision 009).
import { startTransition, useEffect, useState } from 'react';

export interface AfterFirstPaintOptions {
  /** Wait for the browser to be idle after the paint too (at most IDLE_TIMEOUT_MS). */
  idle?: boolean;
}

/** The longest `idle` waits after the paint for an idle moment. */
export const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `callback` when the browser is next idle (at most IDLE_TIMEOUT_MS later), in a task where it cannot tell;
 * returns its cancel (an effect's cleanup).
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `callback` in a task after the next paint (a frame callback runs just before the paint; a task queued from it
 * runs once that frame is on screen), for work that must not hold up the screen an interaction asked for; returns its
 * cancel (an effect's cleanup).
 */
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

export function useAfterFirstPaint(ready = true, { idle = false }: AfterFirstPaintOptions = {}): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame callback runs before the next paint; a task queued from it runs once that frame is on screen. What then
    // renders is a transition: React renders it in slices instead of one task that blocks input.
    let cancelIdle: (() => void) | undefined;
    const done = () => startTransition(() => setPainted(true));
    const cancelPaint = afterNextPaint(() => {
      if (idle) cancelIdle = whenIdle(done);
      else done();
    });
    return () => {
      cancelPaint();
      cancelIdle?.();
    };
  }, [ready, painted, idle]);
  return painted;
}
