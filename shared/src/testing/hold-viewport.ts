// Stands in for the browser's IntersectionObserver so a test says when the reader comes near a part that
// `NearViewport` renders then (in jsdom, which has none, such parts render at once).
import { act } from '@testing-library/react';

export interface HeldViewport {
  /** The margins the observers were asked for (`rootMargin`). */
  readonly margins: (string | undefined)[];
  /** The reader comes near (true) or stays away (false) from everything observed and still connected. */
  comeNear(near?: boolean): void;
  /** Whether anything is still observed. */
  watching(): boolean;
  /** Gives IntersectionObserver back (none in jsdom). */
  restore(): void;
}

export function holdViewport(): HeldViewport {
  const original = globalThis.IntersectionObserver;
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; connected: boolean }[] = [];
  const margins: (string | undefined)[] = [];
  class HeldIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.entry = { callback, targets: [], connected: true };
      observers.push(this.entry);
      margins.push(options.rootMargin);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.entry.connected = false;
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = HeldIntersectionObserver as unknown as typeof IntersectionObserver;
  const live = () => observers.filter((o) => o.connected && o.targets.length > 0);
  return {
    margins,
    comeNear: (near = true) =>
      act(() => {
        for (const observer of live()) {
          const entries = observer.targets.map(
            (target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry,
          );
          observer.callback(entries, {} as IntersectionObserver);
        }
      }),
    watching: () => live().length > 0,
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
