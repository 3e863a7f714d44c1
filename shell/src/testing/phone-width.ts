// jsdom matches no media query (shared/build/jest-polyfills.cjs): a phone's width for a test, through the shared
// viewport helper so the shell answers `matchMedia` by the same width rules as every other package.
import { atViewportWidth } from '@portal/shared/testing';

/** A phone's viewport width in CSS px, below the kit's `md` breakpoint (48rem: `useNarrowScreen`). */
export const PHONE_WIDTH = 390;

/** `matchMedia` answers as on a phone (below the kit's `md` breakpoint), as `atViewportWidth` does. */
export function onAPhone(): void {
  atViewportWidth(PHONE_WIDTH);
}
