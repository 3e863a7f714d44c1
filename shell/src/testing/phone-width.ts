// jsdom matches no media query (shared/build/jest-polyfills.cjs): a phone's width for a test, as the shell asks it.
import { NARROW_SCREEN_QUERY } from '../layout/use-narrow-screen';

/** Until the test's end, `matchMedia` answers as on a phone (below the kit's `md` breakpoint). */
export function onAPhone(): void {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === NARROW_SCREEN_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
