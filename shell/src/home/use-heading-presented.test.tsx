import { act, renderHook } from '@testing-library/react';
import { holdPaint } from '@portal/shared/testing';
import { FALLBACK_MS, HOME_HEADING_TIMING, useHeadingPresented } from './use-heading-presented';

type Deliver = (identifiers: string[]) => void;

/** A PerformanceObserver that reports Element Timing entries when the test delivers them. */
function fakeElementTiming(): { deliver: Deliver; restore: () => void } {
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

afterEach(() => jest.useRealTimers());

// Decision 009: the home's tiles were asked for after the heading's frame, but before that frame reached the
// screen, so Lighthouse counted them among the requests before the largest text.
describe('useHeadingPresented', () => {
  it('waits for the heading’s Element Timing entry, not only for the first paint', () => {
    jest.useFakeTimers();
    const timing = fakeElementTiming();
    const held = holdPaint();
    try {
      const { result } = renderHook(() => useHeadingPresented(true));
      held.paint();
      act(() => jest.advanceTimersByTime(FALLBACK_MS - 50));
      expect(result.current).toBe(false);
      timing.deliver(['another-element']);
      expect(result.current).toBe(false);
      timing.deliver([HOME_HEADING_TIMING]);
      expect(result.current).toBe(true);
    } finally {
      held.restore();
      timing.restore();
    }
  });

  it('gives way after the first paint and the fallback when no entry comes', () => {
    jest.useFakeTimers();
    const timing = fakeElementTiming();
    const held = holdPaint();
    try {
      const { result } = renderHook(() => useHeadingPresented(true));
      act(() => jest.advanceTimersByTime(FALLBACK_MS * 2));
      expect(result.current).toBe(false); // not painted yet
      held.paint();
      act(() => jest.advanceTimersByTime(1)); // the task after the painting frame: painted
      act(() => jest.advanceTimersByTime(FALLBACK_MS - 1));
      expect(result.current).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      held.restore();
      timing.restore();
    }
  });

  it('without Element Timing, is true once the heading is painted', () => {
    jest.useFakeTimers();
    const held = holdPaint();
    try {
      const { result } = renderHook(() => useHeadingPresented(true));
      act(() => jest.advanceTimersByTime(10));
      expect(result.current).toBe(false);
      held.paint();
      act(() => jest.advanceTimersByTime(1)); // the task after the painting frame: painted
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      held.restore();
    }
  });

  it('waits while it is not ready (a stored session being checked)', () => {
    const timing = fakeElementTiming();
    try {
      const { result } = renderHook(() => useHeadingPresented(false));
      timing.deliver([HOME_HEADING_TIMING]);
      expect(result.current).toBe(false);
    } finally {
      timing.restore();
    }
  });
});
