// Issue 47 item 3, the largest customers: signed in as the company with 5,000 supply points (seeded on demand by the
// API's test endpoint, api/README.md "Tokens for tests"), the contracts list shows its first page and the total, and
// a search narrows it (customer-area §2 "Contracts list", §9 "contract search debounce 1500 ms"). The list renders the
// page it shows, never the 4,500 rows.
import { expect, test } from '@playwright/test';
import { API_URL } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

const LARGE_CUSTOMER = 'A12345674';

test.beforeAll(async () => {
  // Seeds the customer once per API (a few seconds the first time).
  const response = await fetch(`${API_URL}/__test__/large-customer`, { method: 'POST' });
  expect(response.ok).toBe(true);
});

test('the 4,500 electricity contracts: the first page with the total, and a search narrows them', async ({
  context,
  page,
}) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: { user: LARGE_CUSTOMER } });
  const main = await openMain(page, '/contracts/electricity', 'Contracts');
  await expect(main.getByText('4,500 contracts')).toBeVisible();
  const rows = main.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('7000001');
  expect(await page.locator('tr').count()).toBeLessThanOrEqual(11);

  await main.getByLabel('Search contracts').fill('7004321');
  await expect(main.getByText('1 contract', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('7004321');
});

test('the 4,500 electricity invoices: a page of 100 renders the rows on screen, Tab walks them all', async ({
  context,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await prepareBrowser(context, { locale: 'en-US', signIn: { user: LARGE_CUSTOMER } });
  const main = await openMain(page, '/invoices', 'Invoices');
  const table = main.getByRole('table', { name: 'Electricity invoices' });
  // The page's 100 invoices are counted (customer-area §9: page size 100), not all rendered; with the header and the
  // page's totals row (`showTotal`, on for the default brand).
  await expect(table).toHaveAttribute('aria-rowcount', '102');
  const rendered = table.locator('tbody tr:not([aria-hidden])');
  await expect(rendered.first()).toHaveAttribute('aria-rowindex', '2');
  expect(await rendered.count()).toBeLessThan(30);
  expect(await page.locator('tr').count()).toBeLessThan(40);

  // The keyboard: from the last rendered row's last action, Tab goes to the next row, scrolled into view.
  const last = rendered.last();
  const index = Number(await last.getAttribute('aria-rowindex'));
  await last.getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  const next = table.locator(`tbody tr[aria-rowindex="${index + 1}"]`);
  await expect(next.getByRole('button').first()).toBeFocused();
  await expect(next).toBeInViewport();

  // The page's end: its last invoice, at its place.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(table.locator('tbody tr[aria-rowindex="101"]')).toBeInViewport();
  expect(await rendered.count()).toBeLessThan(30);
});
