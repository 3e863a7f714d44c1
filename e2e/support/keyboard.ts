// The remote checklist's "every action works by keyboard with visible focus".
import { expect, type Page } from '@playwright/test';

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : 'invisible';
  });
  expect(indicator).toBe('visible');
}
