// jsdom lays nothing out and has no ResizeObserver: a stand-in that reports every observed element at a given width,
// in a task after `observe` (a browser reports after its own layout), so a test sees what a sized page draws.

/** The width every observed element is reported at, in pixels. */
export const OBSERVED_WIDTH = 640;

/** Installs the stand-in (for the tests of one file); returns its removal, for `afterAll`. */
export function installFakeResizeObserver(width = OBSERVED_WIDTH): () => void {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver');
  class FakeResizeObserver {
    private readonly timers = new Set<ReturnType<typeof setTimeout>>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const contentRect = { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0 };
        const size = [{ inlineSize: width, blockSize: 0 }];
        const entry = {
          target,
          contentRect: { ...contentRect, toJSON: () => contentRect },
          borderBoxSize: size,
          contentBoxSize: size,
          devicePixelContentBoxSize: size,
        };
        this.callback([entry], this);
      }, 0);
      this.timers.add(timer);
    }
    unobserve(): void {}
    disconnect(): void {
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
    }
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: FakeResizeObserver,
  });
  return () => {
    if (had) Object.defineProperty(globalThis, 'ResizeObserver', had);
    else Reflect.deleteProperty(globalThis, 'ResizeObserver');
  };
}
