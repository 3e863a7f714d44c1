// Emotion caches whose rules added after the first load go into new style elements, one per frame.
// Emotion's production sheet adds every rule to one style element with `insertRule`, and Chakra wraps its rules in
// cascade layers (`@layer recipes`): Chromium cannot tell which elements a layered rule added to a sheet in use
// concerns, so it restyles every element that any rule of that sheet styles, which is the whole page. A component drawn
// for the first time inside a click (a dialog's parts, a spinner, a form) did that (issue 47 item 1). The rules of a
// style element that is new since the last style recalculation restyle only the elements they match. So after the
// first load each frame's rules start a new element of the cache's sheet: `ctr`, the sheet's public count of rules in
// its last element, set back to 0 makes Emotion's own `insert` open one, right after the cache's last element, so the
// rules keep their order (a later rule still wins over an earlier one of equal specificity in the same layer).
// During the first load the rules still go into one element, as Emotion puts them: fewer sheets for every later style
// recalculation to look through.
import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { whenIdle } from './use-after-first-paint';

/** Calls `start` once, when rules no longer belong to the first load; never where there is no document (SSR). */
export type WhenLate = (start: () => void) => void;

/** Calls `end` once, when the batch of rules inserted from now on is over. */
export type EndOfBatch = (end: () => void) => void;

/** How long a batch stays open at most where no frame comes (a hidden tab draws none). */
export const BATCH_TIMEOUT_MS = 100;

/** After the page's `load` event and the browser's next idle moment after it. */
export const afterFirstLoad: WhenLate = (start) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (document.readyState === 'complete') {
    whenIdle(start);
    return;
  }
  window.addEventListener('load', () => whenIdle(start), { once: true });
};

/** Before the next frame's style work (frame callbacks run before it), or after BATCH_TIMEOUT_MS without a frame. */
export const beforeNextFrame: EndOfBatch = (end) => {
  let ended = false;
  const once = () => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    end();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, BATCH_TIMEOUT_MS);
};

export interface LateStyleSheetOptions {
  whenLate?: WhenLate;
  endOfBatch?: EndOfBatch;
}

/**
 * Makes `cache`'s sheet put each batch of rules inserted once `whenLate` has started into a new style element of its
 * own; returns the cache.
 */
export function withLateStyleSheets(
  cache: EmotionCache,
  { whenLate = afterFirstLoad, endOfBatch = beforeNextFrame }: LateStyleSheetOptions = {},
): EmotionCache {
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let late = false;
  let batchOpen = false;
  whenLate(() => {
    late = true;
  });
  sheet.insert = (rule: string) => {
    if (late && !batchOpen) {
      batchOpen = true;
      // Emotion's sheet opens a new element when this count of its last element's rules is 0.
      sheet.ctr = 0;
      endOfBatch(() => {
        batchOpen = false;
      });
    }
    insert(rule);
  };
  return cache;
}

/** `createCache(options)` with `withLateStyleSheets`. */
export function createLateStyleCache(options: Options, late?: LateStyleSheetOptions): EmotionCache {
  return withLateStyleSheets(createCache(options), late);
}

/** The key of the page's cache: Emotion's default, so the class names stay `css-<hash>`. */
export const PAGE_STYLES_KEY = 'css';

let pageCache: EmotionCache | undefined;

/** The page's Emotion cache, one per page; `PortalProviders` gives it to everything the portal renders. */
export function pageStyleCache(): EmotionCache {
  return (pageCache ??= createLateStyleCache({ key: PAGE_STYLES_KEY }));
}
