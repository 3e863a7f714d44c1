// OMIP price alerts (visitor-features §2, §4) against the reference API: the add button's rule, an alert added and
// deleted, the change kept after a reload; axe on the page.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { PHONE, expectFitsPhone } from '../../support/phone';
import { startReadOnlySession } from '../../support/read-only';
import { openMain, startAt } from '../../support/pages';

test('an OMIP price alert is added and deleted, and the list survives a reload', async ({ page }) => {
  const main = await startAt(page, '/omipComponent', {
    heading: 'Price alerts',
    locale: 'en-US',
    // A customer without contracts: no other test touches its alerts.
    signIn: { user: '00000000T' },
  });
  const add = main.getByRole('button', { name: 'Add alert' });
  await expect(add).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const product = main.getByLabel(/^Product/);
  const productName = (await product.locator('option').nth(1).textContent()) ?? '';
  await product.selectOption({ index: 1 });
  await main.getByLabel(/^Condition/).selectOption({ label: 'Greater than' });
  await main.getByLabel(/^Price/).fill('-1');
  await expect(add).toBeDisabled();
  await main.getByLabel(/^Price/).fill('72,5');
  await expect(add).toBeEnabled();
  await add.click();

  const table = main.getByRole('table', { name: 'Your price alerts' });
  const row = table.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('Greater than');
  await expect(row).toContainText('72.50 €/MWh');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete the alert on ${productName}` }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
  await expect(
    main
      .getByRole('table', { name: 'Your price alerts' })
      .getByRole('row', { name: new RegExp(productName) }),
  ).toHaveCount(0);
});

test('a read-only (impersonation) session sees add and delete disabled with the tooltip', async ({
  page,
  context,
}) => {
  // The demo customer has seeded alerts (api/src/domains/tools/seed.ts); nothing is changed here.
  await startReadOnlySession(context);
  const main = await openMain(page, '/omipComponent');
  const table = main.getByRole('table', { name: 'Your price alerts' });
  const remove = table.getByRole('button', { name: /^Delete the alert on / }).first();
  await expect(remove).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Add alert' })).toBeDisabled();
  await remove.locator('..').hover();
  await expect(page.getByText('This action cannot be done while impersonating')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  // Issue 44 item 1: on a phone each alert is a card (the shared responsive list), its Delete on screen.
  test('the alerts page fits 390 px: a card per alert, nothing scrolls sideways', async ({ page }) => {
    const main = await startAt(page, '/omipComponent', { locale: 'en-US', signIn: true });
    const list = main.getByRole('list', { name: 'Your price alerts' });
    const remove = list.getByRole('button', { name: /^Delete the alert on / }).first();
    await expect(remove).toBeVisible();
    const box = await remove.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await expectFitsPhone(page);
  });
});
