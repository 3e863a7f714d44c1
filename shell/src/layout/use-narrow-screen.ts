// Viewport widths the shell's layout changes at, as `matchMedia` takes them (Chakra's breakpoints less 0.04 px,
// breakpoints.js `adjust`, as its `hideBelow` conditions). What the layout hides at a width is not rendered either: on
// a phone the side column was ~40 % of the signed-in first screen's elements, styled by the kit at run time for
// nothing (decision 009).
import { useSyncExternalStore } from 'react';

/** Below the kit's `md` breakpoint (48rem): a phone. The help button sits in the footer there. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.9975rem)';

/**
 * Below the kit's `lg` breakpoint (64rem): a phone or a tablet held upright. The main menu is in the menu button's
 * drawer there, not a column beside the page: at 768 px the 256 px column left a page 448 px wide, where the
 * consumption's dates lost their year and the contract switch its address.
 */
export const MENU_IN_DRAWER_QUERY = '(max-width: 63.9975rem)';

function matches(query: string): boolean {
  return window.matchMedia(query).matches;
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => matches(query),
  );
}

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}

/** Whether the main menu is behind the header's menu button (below 1,024 px) rather than beside the page. */
export function useMenuInDrawer(): boolean {
  return useMediaQuery(MENU_IN_DRAWER_QUERY);
}
