// Holds the browser's next frames so a test can see the first screen before `useAfterFirstPaint` lets the rest in.
import { act } from '@testing-library/react';

export interface HeldPaint {
  /** Runs the held frame callbacks: the first screen is now painted. */
  paint(): void;
  /** Gives `requestAnimationFrame` back. */
  restore(): void;
}

export function holdPaint(): HeldPaint {
  const frames: FrameRequestCallback[] = [];
  const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return {
    paint: () => act(() => frames.splice(0).forEach((frame) => frame(performance.now()))),
    restore: () => spy.mockRestore(),
  };
}
