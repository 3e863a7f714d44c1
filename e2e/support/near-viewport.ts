// Parts of a page that render when the reader comes near them (`NearViewport` of @portal/shared/ui, decision 009:
// the contract detail's consumption and virtual batteries). A test reaches them as a reader does: by
// scrolling down to where they go.
import type { Page } from '@playwright/test';

export async function scrollToPartsBelow(page: Page): Promise<void> {
  const waiting = page.locator('[data-near-viewport="waiting"]').first();
  await waiting.waitFor({ state: 'attached' });
  await waiting.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}
