// A read-only (impersonation) session's disabled actions (@portal/shared/ui ReadOnlyGuard): the wrapper of a
// disabled control is focusable, and keyboard focus shows the platform's tooltip, so keyboard users get it too.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { acceptNecessaryCookies, setLanguage, signIn } from './session';

export const IMPERSONATION_TOOLTIP = 'This action cannot be done while impersonating';

/**
 * Reaches the first guarded control in `scope` by keyboard and expects the tooltip; the page may still re-render as
 * its parts arrive (slots, lazily loaded sections, the tooltip's own code), so it tries again until the tooltip shows.
 * By keyboard (back one stop, then forward to it), as a keyboard user arrives: the tooltip opens on keyboard focus
 * (focus-visible), not on a script's `focus()` before any key was pressed.
 */
export async function expectImpersonationTooltipOnFocus(page: Page, scope: Locator): Promise<void> {
  await expect(async () => {
    await scope.locator('[data-read-only]').first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText(IMPERSONATION_TOOLTIP, { timeout: 2_000 });
  }).toPass();
}

/** The portal in English with only necessary cookies, signed in with the demo customer's read-only token. */
export async function startReadOnlySession(context: BrowserContext): Promise<void> {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
  await signIn(context, 'portal', { readonly: true });
}
