// Holds the browser's idle callbacks so a test can see what `useAfterFirstPaint(ready, { idle: true })` waits for.
import { act } from '@testing-library/react';

export interface HeldIdle {
  /** Runs the held idle callbacks: the browser is now idle. */
  idle(): void;
  /** Gives `requestIdleCallback` back (jsdom has none: removes the stand-in). */
  restore(): void;
}

export function holdIdle(): HeldIdle {
  const callbacks: IdleRequestCallback[] = [];
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  window.requestIdleCallback = (callback) => callbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
  const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
  return {
    idle: () => act(() => callbacks.splice(0).forEach((callback) => callback(deadline))),
    restore: () => {
      window.requestIdleCallback = original.request;
      window.cancelIdleCallback = original.cancel;
    },
  };
}
