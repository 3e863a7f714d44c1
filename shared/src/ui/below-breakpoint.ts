// Whether the viewport is below one of the kit's breakpoints, read from `matchMedia` during render (no second render)
// and followed as the window changes: the shell's layout (the menu drawer, the help button) and the list pattern
// (cards or a table) switch on the same conditions Chakra's `hideBelow` writes in CSS.
import { useSyncExternalStore } from 'react';

/** Below `md` (48rem), `lg` (64rem) or `xl` (80rem), less 0.04 px as Chakra's `hideBelow` adjusts them. */
export const BELOW_BREAKPOINT_QUERIES = {
  md: '(max-width: 47.9975rem)',
  lg: '(max-width: 63.9975rem)',
  xl: '(max-width: 79.9975rem)',
} as const;

export type BreakpointName = keyof typeof BELOW_BREAKPOINT_QUERIES;

function subscribeTo(query: string) {
  return (onChange: () => void): (() => void) => {
    const media = window.matchMedia(query);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  };
}

// One subscription function per breakpoint: a new one at each render would subscribe again at each render.
const SUBSCRIBE: Record<BreakpointName, ReturnType<typeof subscribeTo>> = {
  md: subscribeTo(BELOW_BREAKPOINT_QUERIES.md),
  lg: subscribeTo(BELOW_BREAKPOINT_QUERIES.lg),
  xl: subscribeTo(BELOW_BREAKPOINT_QUERIES.xl),
};

/** Whether the viewport is narrower than breakpoint `name`. */
export function useBelowBreakpoint(name: BreakpointName): boolean {
  return useSyncExternalStore(
    SUBSCRIBE[name],
    () => window.matchMedia(BELOW_BREAKPOINT_QUERIES[name]).matches,
  );
}
