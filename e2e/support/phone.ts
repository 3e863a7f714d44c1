// The remote checklist's phone width: 390 px, no sideways scrolling of the page.
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

export const PHONE = { width: 390, height: 844 };

/** The page itself never scrolls sideways (a wide table may scroll inside its own box). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A screen at phone width: the page never scrolls sideways, and axe finds nothing serious there. */
export async function expectFitsPhone(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}
