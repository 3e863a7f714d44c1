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
