// The widths the shell's layout changes at (`@portal/shared/ui`'s `useBelowBreakpoint`, the conditions Chakra's
// `hideBelow` writes in CSS). What the layout hides at a width is not rendered either: on a phone the side column was
// ~40 % of the signed-in first screen's elements, styled by the kit at run time for nothing (decision 009).
import { useBelowBreakpoint } from '@portal/shared/ui';

/** Below the kit's `md` breakpoint (48rem): a phone. The help button sits in the footer there. */
export function useNarrowScreen(): boolean {
  return useBelowBreakpoint('md');
}

/**
 * Below the kit's `lg` breakpoint (64rem, 1,024 px): a phone or a tablet held upright. The main menu is in the menu
 * button's drawer there, not a column beside the page: at 768 px the 256 px column left a page 448 px wide, where the
 * consumption's dates lost their year and the contract switch its address.
 */
export function useMenuInDrawer(): boolean {
  return useBelowBreakpoint('lg');
}
