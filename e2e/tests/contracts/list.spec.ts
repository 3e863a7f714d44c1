// The contracts list on the company customer's 160 supply points (customer-area §2 "Contracts list", §9: "contract
// search debounce 1500 ms", pagination only beyond the default page size), its detail, and the home tile; axe on each.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';
import { openHomeTile, openMain } from '../../support/pages';

const COMPANY = 'B12345674';

async function openList(page: Page, path = '/contracts/electricity') {
  return openMain(page, path, 'Contracts');
}

const bodyRows = (page: Page) => page.getByRole('main').getByRole('table').locator('tbody tr');
/** A page of 50 renders the rows on screen and counts them all (issue 47 item 3): its header row besides. */
const expectFiftyRows = (page: Page) =>
  expect(page.getByRole('main').getByRole('table')).toHaveAttribute('aria-rowcount', '51');

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: { user: COMPANY } });
});

test("pages the company customer's 150 electricity contracts, with items per page", async ({ page }) => {
  const main = await openList(page);
  await expect(main.getByText('150 contracts')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('0030001');
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Next page' }).click();
  await expect(bodyRows(page).first()).toContainText('0030011');
  await expect(page).toHaveURL(/\/contracts\/electricity\?page=2$/);

  await main.getByLabel('Rows per page').selectOption('50');
  await expectFiftyRows(page);
  // The list's top, scrolled back to from the page size below the rows (only the rows on screen are rendered).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(main.getByRole('table').locator('tbody tr[aria-rowindex="2"]')).toContainText('0030001');

  // Back from a contract returns to the same place in the list.
  await main.getByRole('link', { name: 'Detail of contract 0030002' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract 0030002' })).toBeVisible();
  await page.goBack();
  await expectFiftyRows(page);
});

// Decision 009: the route's first calls leave once the brand is known, before the page's own code has arrived, and
// the page takes their answers instead of asking again. The page's code is held back until the list has been asked
// for: without the early call nothing would ask for it while the code is held, and the test fails.
test("asks for the list's first page once, before the page's code has arrived", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const listAsked = page.waitForRequest(/\/api\/v2\/contracts\?/, { timeout: 5_000 }).then(
    () => 'asked' as const,
    () => 'not asked' as const,
  );
  const whilePageCodeHeld: string[] = [];
  await page.route(/__federation_expose_ContractsPage/, async (route) => {
    whilePageCodeHeld.push(await listAsked);
    await route.continue();
  });
  const main = await openList(page);
  await expect(main.getByText('150 contracts')).toBeVisible();
  expect(whilePageCodeHeld.length).toBeGreaterThan(0);
  expect(whilePageCodeHeld).not.toContain('not asked');
  const lists = requests.filter((url) => /\/api\/v2\/contracts\?/.test(url));
  expect(lists.map((url) => new URL(url).search)).toEqual(['?offset=0&limit=10']);
  expect(requests.filter((url) => url.includes('/api/v1/user/coupons')).length).toBeLessThanOrEqual(1);
});

test('searches by contract number and by CUPS after the pause', async ({ page }) => {
  const main = await openList(page);
  await expect(main.getByText('150 contracts')).toBeVisible();
  // The CUPS is folded under the supply address, the second cell (issue 44 item 1).
  const cups = (
    await bodyRows(page).nth(4).locator('td').nth(1).locator(':scope > div').last().innerText()
  ).trim();

  await main.getByLabel('Search contracts').fill('0030142');
  await expect(main.getByText('1 contract', { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('0030142');

  await main.getByLabel('Search contracts').fill(cups);
  await expect(bodyRows(page).first()).toContainText('0030005');
  await expect(bodyRows(page)).toHaveCount(1);

  await main.getByLabel('Search contracts').fill('no such supply point');
  await expect(main.getByText('No contract matches "no such supply point".')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the gas tab lists the gas supply points, whose detail is the gas detail', async ({ page }) => {
  const main = await openList(page);
  // The brand enables every contracting flow: the new-contract button is a menu.
  await main.getByRole('button', { name: 'New contract' }).click();
  await expect(page.getByRole('menuitem', { name: 'Electricity and gas' })).toBeVisible();
  await page.keyboard.press('Escape');
  const tabs = main.getByRole('navigation', { name: 'Contract types' });
  await tabs.getByRole('link', { name: 'Gas' }).click();
  await expect(page).toHaveURL(/\/contracts\/gas$/);
  await expect(main.getByText('10 contracts')).toBeVisible();
  // Ten fit on the default page: no pagination.
  await expect(main.getByLabel('Rows per page')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Detail of contract 0040151' })).toHaveAttribute(
    'href',
    '/contracts-gas/0040151',
  );
});

test('the electricity detail shows its read-only sections', async ({ page }) => {
  const main = await openMain(page, '/contracts/electricity/0030001', 'Contract 0030001');
  await expect(main.getByRole('region', { name: 'Contract data' })).toContainText('Energías del Norte SL');
  await expect(main.getByRole('region', { name: 'Supply point (CUPS)' })).toContainText('REF-100001');
  await expect(main.getByRole('region', { name: 'Contact data' })).toContainText(
    'admin@energias-norte.example.com',
  );
  await expectNoSeriousA11yViolations(page);
});

test("the detail's labels sit beside their values on a wide screen, above them on a phone", async ({
  page,
}) => {
  const boxOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not laid out');
    return box;
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${urlOf('portal')}/contracts/electricity/0030001`);
  const data = page.getByRole('main').getByRole('region', { name: 'Contract data' });
  // The holder's name is also the fiscal holder's and the payer's further down: the first is the holder's.
  const label = data.getByRole('term').filter({ hasText: /^Holder$/ });
  const value = data.getByRole('definition').filter({ hasText: 'Energías del Norte SL' }).first();
  await expect(value).toBeVisible();
  let [l, v] = [await boxOf(label), await boxOf(value)];
  expect(v.x).toBeGreaterThanOrEqual(l.x + l.width);
  expect(Math.abs(v.y - l.y)).toBeLessThan(8);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await boxOf(value)).x).toBe((await boxOf(label)).x);
  [l, v] = [await boxOf(label), await boxOf(value)];
  expect(v.y).toBeGreaterThanOrEqual(l.y + l.height);
});

test('a hash on the detail scrolls to its section once the contract is shown (customer-area §2 "#hash")', async ({
  page,
}) => {
  const main = await openMain(page, '/contracts/electricity/0030001#services', 'Contract 0030001');
  await expect(main.getByRole('region', { name: 'Services' })).toBeInViewport();
});

test('at phone width the list scrolls inside its box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const main = await openList(page);
  await expect(main.getByText('150 contracts')).toBeVisible();
  // The pagination (its numbers give way to "Page 1 of 15" on a phone) is what used to overflow by 30 px.
  await expect(main.getByRole('navigation', { name: 'Pagination' }).getByText('Page 1 of 15')).toBeVisible();
  const next = await main.getByRole('button', { name: 'Next page' }).boundingBox();
  expect(next && next.x + next.width).toBeLessThanOrEqual(390);
  // Once the page has settled (lazily loaded parts included), nothing is wider than the screen.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('the home tile sends a pending action to the list, which offers one select button per row', async ({
  page,
}) => {
  const tile = await openHomeTile(page, 'Contracts');
  await tile.getByRole('button', { name: 'Change the contracted power' }).click();
  await expect(page).toHaveURL(/\/contracts\/electricity$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Choose the contract to continue.')).toBeVisible();
  await expect(bodyRows(page).first().getByRole('link')).toHaveCount(0);
  await main.getByRole('button', { name: 'Select contract 0030003' }).click();
  await expect(page).toHaveURL(/\/contracts\/electricity\/0030003$/);
});
