// The gas list and the multipoint list on the company customer's 160 supply points (150 electricity, 10 gas).
// customer-area §2 "The gas list has search, refresh and add buttons with previous/next paging", §9 "The gas list
// fetch limit defaults to 100"; §1 "list contracts of type electricity, gas and multipoint". The gas list's
// previous / next buttons need more than 100 gas contracts, which no demo customer has: they are unit-tested
// (mf-contracts/src/exposes/contracts-page.test.tsx); here the gas list shows its ten on one page, without them.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

const COMPANY = 'B12345674';

async function openList(page: Page, path: string) {
  return openMain(page, path, 'Contracts');
}

const bodyRows = (page: Page) => page.getByRole('main').getByRole('table').locator('tbody tr');
/** A page of 50 renders the rows on screen and counts them all (issue 47 item 3): its header row besides. */
const expectFiftyRows = (page: Page) =>
  expect(page.getByRole('main').getByRole('table')).toHaveAttribute('aria-rowcount', '51');

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: { user: COMPANY } });
});

test('the gas list: its ten contracts on one page, search, refresh and add', async ({ page }) => {
  const main = await openList(page, '/contracts/gas');
  await expect(main.getByText('10 contracts')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('0040151');
  // Everything fits in the gas list's 100: no previous / next, and never the numbered pages of the other lists.
  await expect(main.getByRole('navigation', { name: 'Pages of the gas contracts' })).toHaveCount(0);
  await expect(main.getByLabel('Rows per page')).toHaveCount(0);
  // The default brand enables the gas contracting flow.
  await expect(main.getByRole('link', { name: 'Add a gas contract' })).toHaveAttribute(
    'href',
    '/new-gas-customer',
  );
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel('Search contracts').fill('0040157');
  await expect(main.getByText('1 contract', { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/contracts\/gas\?q=0040157$/);
  await expect(main.getByRole('link', { name: 'Detail of contract 0040157' })).toHaveAttribute(
    'href',
    '/contracts-gas/0040157',
  );

  const refreshed = page.waitForResponse(
    (response) =>
      /\/api\/v\d\/contracts\?/.test(response.url()) &&
      response.url().includes('type=gas') &&
      response.url().includes('filter=0040157'),
  );
  await main.getByRole('button', { name: 'Refresh' }).click();
  const response = await refreshed;
  expect(new URL(response.url()).searchParams.get('limit')).toBe('100');
  await expect(bodyRows(page)).toHaveCount(1);

  await main.getByLabel('Search contracts').fill('no such gas point');
  await expect(main.getByText('No contract matches "no such gas point".')).toBeVisible();
});

test('the multipoint list pages and searches every supply point, each row with its type', async ({
  page,
}) => {
  const main = await openList(page, '/contracts/electricity');
  const tabs = main.getByRole('navigation', { name: 'Contract types' });
  await tabs.getByRole('link', { name: 'Multipoint' }).click();
  await expect(page).toHaveURL(/\/contracts\/multipoint$/);
  await expect(main.getByText('160 contracts')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('0030001');
  await expect(bodyRows(page).first()).toContainText('Electricity');
  await expectNoSeriousA11yViolations(page);

  // The last page holds the gas supply points (electricity first, then gas, by number).
  await main.getByLabel('Rows per page').selectOption('50');
  await expectFiftyRows(page);
  await page.goto(`${urlOf('portal')}/contracts/multipoint?page=4&size=50`);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('0040151');
  await expect(bodyRows(page).first()).toContainText('Gas');

  await main.getByLabel('Search contracts').fill('0040158');
  await expect(main.getByText('1 contract', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Detail of contract 0040158' })).toHaveAttribute(
    'href',
    '/contracts-gas/0040158',
  );
  await main.getByLabel('Search contracts').fill('0030142');
  await expect(bodyRows(page)).toHaveCount(1);
  await main.getByRole('link', { name: 'Detail of contract 0030142' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract 0030142' })).toBeVisible();
});
