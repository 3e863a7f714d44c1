// The remote checklist's phone width: 390 px, no sideways scrolling of the page.
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** The page itself never scrolls sideways (a wide table may scroll inside its own box). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
