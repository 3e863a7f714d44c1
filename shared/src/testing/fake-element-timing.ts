// A PerformanceObserver that reports Element Timing entries when the test delivers them: what `usePresented` waits
// for (an element's frame on screen) happens when the test says so. jsdom has no Element Timing of its own.
import { act } from '@testing-library/react';

export interface FakeElementTiming {
  /** Reports an entry for each identifier (the `elementtiming` of elements now on screen) to every observer. */
  deliver(identifiers: string[]): void;
  /** Gives `PerformanceObserver` back. */
  restore(): void;
}

export function fakeElementTiming(): FakeElementTiming {
  const original = globalThis.PerformanceObserver;
  const observers = new Set<(entries: { identifier: string }[]) => void>();
  class FakeObserver {
    static readonly supportedEntryTypes = ['element'];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.add(this.report);
    }
    disconnect() {
      observers.delete(this.report);
    }
    private readonly report = (entries: { identifier: string }[]) =>
      this.callback({ getEntries: () => entries });
  }
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  return {
    deliver: (identifiers) =>
      act(() => observers.forEach((report) => report(identifiers.map((identifier) => ({ identifier }))))),
    restore: () => {
      globalThis.PerformanceObserver = original;
    },
  };
}
