// A read-only (impersonation) session's disabled actions (@portal/shared/widgets ReadOnlyGuard): the wrapper of a
// disabled control is focusable, and focus shows the platform's tooltip, so keyboard users get it too.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { acceptNecessaryCookies, setLanguage, signIn } from './session';

export const IMPERSONATION_TOOLTIP = 'This action cannot be done while impersonating';

/**
 * Focuses the first guarded control in `scope` and expects the tooltip; the page may still re-render as its parts
 * arrive (slots, lazily loaded sections), so it focuses again until the tooltip shows.
 */
export async function expectImpersonationTooltipOnFocus(page: Page, scope: Locator): Promise<void> {
  await expect(async () => {
    await scope.locator('[data-read-only]').first().focus();
    await expect(page.getByRole('tooltip')).toHaveText(IMPERSONATION_TOOLTIP, { timeout: 2_000 });
  }).toPass();
}

/** The portal in English with only necessary cookies, signed in with the demo customer's read-only token. */
export async function startReadOnlySession(context: BrowserContext): Promise<void> {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
  await signIn(context, 'portal', { readonly: true });
}
