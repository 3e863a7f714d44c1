// The gas comparator (visitor-features §2 "Gas comparator": "end not before start", "The result offers see-products,
// contract-gas and contract-dual buttons") against the reference API, as an anonymous visitor; axe on each screen.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { fillDate, sendContactLead } from '../../support/forms';
import { PHONE, expectFitsPhone } from '../../support/phone';
import { prepareEachTest } from '../../support/session';
import { openMain } from '../../support/pages';

// A seeded gas supply point, tariff RL.1 (api/src/domains/contracting/catalog.ts, cupsOf('0230000000000001')); the
// comparator refuses an electricity one (issue 41).
const CUPS = 'ES0230000000000001SR';

prepareEachTest({ locale: 'en-US' });

test('a gas invoice is compared, the products and contract buttons show, and the lead is sent', async ({
  page,
}) => {
  const main = await openMain(page, '/gas-comparator', 'Gas price comparator');
  const form = main.getByRole('form', { name: 'Compare your gas invoice' });
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel(/^CUPS/).fill(CUPS);
  // The CUPS lookup's tariff (issue 41).
  await expect(form.getByLabel(/^Access tariff/).locator('option:checked')).toHaveText('RL.1');
  await form.getByLabel(/^Current retailer/).selectOption({ label: 'Naturgy Iberia' });
  await form.getByLabel(/^Consumption/).fill('500');
  await fillDate(form, /^Billing period start/, '2025-01-01');
  await fillDate(form, /^Billing period end/, '2024-12-31');
  await form.getByLabel(/^Invoice amount/).fill('70');
  await form.getByRole('button', { name: 'Compare' }).click();
  await expect(form.getByText('The end date cannot be before the start date')).toBeVisible();
  await fillDate(form, /^Billing period end/, '2025-01-31');
  await form.getByRole('button', { name: 'Compare' }).click();

  await expect(main.getByRole('heading', { name: 'Your comparison' })).toBeVisible();
  await expect(main.getByText('Billing period compared: 01/01/2025 to 31/01/2025')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contract gas' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contract electricity and gas' })).toBeVisible();
  await main.getByRole('button', { name: 'See products' }).click();
  await expect(main.getByRole('list', { name: 'Our gas products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const lead = main.getByRole('form', { name: 'I am interested' });
  await sendContactLead(page, lead, '9-13h');
  await expect(main.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the gas comparator fits 390 px without scrolling sideways', async ({ page }) => {
    await page.goto(`${urlOf('portal')}/gas-comparator`);
    const form = page.getByRole('main').getByRole('form', { name: 'Compare your gas invoice' });
    await expect(form.getByLabel(/^CUPS/)).toBeVisible();
    await expectFitsPhone(page);
  });
});
