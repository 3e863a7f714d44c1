// Whether the viewport is below the kit's `md` breakpoint (a phone), where the side column is hidden by CSS
// (`hideBelow="md"`) and the same navigation lives in the menu button's drawer. What is hidden there is not rendered
// either: on a phone the side column was ~40 % of the signed-in first screen's elements, styled by the kit at run time
// for nothing (decision 009).
import { useSyncExternalStore } from 'react';

/** Chakra's `hideBelow="md"` condition (48rem less 0.04 px, breakpoints.js `adjust`), as `matchMedia` takes it. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.9975rem)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN_QUERY).matches);
}
