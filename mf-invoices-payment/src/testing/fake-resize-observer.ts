// jsdom lays nothing out and has no ResizeObserver: a stand-in that reports every observed element at a given width,
// in a task after `observe` (a browser reports after its own layout), so a test sees what a sized page draws.

/** The width every observed element is reported at, in pixels. */
export const OBSERVED_WIDTH = 640;

const observers = new Set<{ report: (target: Element, width: number) => void; targets: Set<Element> }>();

/** Reports every observed element at a new width (its box resized), as the browser does after its layout. */
export function resizeObserved(width: number): void {
  for (const observer of observers) for (const target of observer.targets) observer.report(target, width);
}

/** Installs the stand-in (for the tests of one file); returns its removal, for `afterAll`. */
export function installFakeResizeObserver(width = OBSERVED_WIDTH): () => void {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver');
  class FakeResizeObserver {
    private readonly timers = new Set<ReturnType<typeof setTimeout>>();
    readonly targets = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      this.targets.add(target);
      observers.add(this);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.report(target, width);
      }, 0);
      this.timers.add(timer);
    }
    report(target: Element, width: number): void {
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
    }
    unobserve(target: Element): void {
      this.targets.delete(target);
    }
    disconnect(): void {
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      this.targets.clear();
      observers.delete(this);
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
