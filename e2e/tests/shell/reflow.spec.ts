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

test('the contract detail fits 320 px with its tables', async ({ page }) => {
  const main = await openMain(page, '/contracts/electricity/0010001', 'Contract 0010001');
  // The tables with a visually hidden "Actions" header (attachments) and the services table have rendered.
  await expect(main.getByRole('columnheader', { name: 'Actions' }).first()).toBeAttached();
  await expect(main.getByRole('columnheader', { name: 'Start date' }).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  // The wide tables scroll inside their own area instead.
  const scrollable = await main
    .locator('table')
    .evaluateAll(
      (tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth).length,
    );
  expect(scrollable).toBeGreaterThan(0);
});
