// WCAG 1.4.10 (reflow): at 320 CSS px nothing makes the page scroll sideways. Two pages did: the profile's e-mail in
// its data list (an unbroken word wider than the value's column) and the contract detail, whose visually hidden
// "Actions" column headers (positioned absolutely) escaped their tables' scroll areas. Both are mended in the shared
// system's recipes (data list values wrap anywhere; a table positions its own descendants).
import { expect, type Page, test } from '@playwright/test';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: true });
});

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the profile fits 320 px with its e-mail address', async ({ page }) => {
  const main = await openMain(page, '/profile', 'Profile');
  await expect(main.getByText('laura.garcia@example.com')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('the contract detail fits 320 px with its lists', async ({ page }) => {
  const main = await openMain(page, '/contracts/electricity/0010001', 'Contract 0010001');
  // Documents and services are the shared list pattern: on a phone a card per row, each value labelled by its column
  // (issue 44), so nothing is wider than the screen and no table scrolls sideways either.
  await expect(main.getByText('Start date', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Size', { exact: true }).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  const scrollingSideways = await main
    .locator('table')
    .evaluateAll(
      (tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth).length,
    );
  expect(scrollingSideways).toBe(0);
});
