// The power calculator (visitor-features §2 "Power calculator", §4 "Form, then lead form after submit, then thank-you
// after the lead returns status OK") against the reference API, as an anonymous visitor: calculate, read the optimal
// power, send the lead, see the thank-you; axe on each step; usable at 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { sendContactLead, tick } from '../../support/forms';
import { PHONE, expectFitsPhone } from '../../support/phone';
import { prepareEachTest } from '../../support/session';
import { openMain } from '../../support/pages';

// A seeded supply point (api/src/domains/contracting/catalog.ts, cupsOf('0021000000000001')).
const CUPS = 'ES0021000000000001RK';

async function openCalculator(page: Page): Promise<Locator> {
  return openMain(page, '/power', 'Power calculator');
}

prepareEachTest({ locale: 'en-US' });

test('the calculator gives the optimal power, then the lead is sent and a thank-you shows', async ({
  page,
}) => {
  const main = await openCalculator(page);
  const calculate = main.getByRole('button', { name: 'Calculate' });
  // "The calculate button is disabled while submitting or until the form is edited."
  await expect(calculate).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel(/^CUPS/).fill(CUPS);
  await main.getByLabel(/^Area/).fill('85');
  await main.getByLabel(/^Number of people/).fill('3');
  await expect(main.getByRole('radio', { name: 'Some at the same time' })).toBeChecked();
  await tick(page, main.getByRole('checkbox', { name: 'Fridge' }));
  await tick(page, main.getByRole('checkbox', { name: 'Electric heating' }));
  await tick(page, main.getByRole('checkbox', { name: 'Washing machine' }));
  await tick(page, main.getByRole('checkbox', { name: 'Electric water heater' }));
  await main.getByLabel('Size: Electric water heater').selectOption('80L');
  await tick(page, main.getByRole('checkbox', { name: 'Television' }));
  await main.getByLabel('How many: Television').fill('2');
  await expectNoSeriousA11yViolations(page);
  await expect(calculate).toBeEnabled();
  await calculate.click();

  // 0.3 + 2 × 0.2 + (0.1 + 85 × 0.01) + 2 × 0.4 + 2 = 4.45 kW
  await expect(main.getByRole('heading', { name: 'Your optimal power' })).toBeVisible();
  await expect(main.getByText('4.45 kW', { exact: true })).toBeVisible();
  await expect(main.getByText(/Contract the first power your distributor offers/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const lead = main.getByRole('form', { name: 'Your contact details' });
  await lead.getByRole('button', { name: 'Send' }).click();
  // name, first surname, e-mail, telephone and contact hours are required.
  await expect(lead.getByText('Required field')).toHaveCount(5);
  await expect(lead.getByText('Consent required')).toBeVisible();
  await sendContactLead(page, lead, '15-19h');

  await expect(main.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(main.getByText('We have received your details.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an invoice over 15 MB is refused with the spec message, and going back keeps the calculator data', async ({
  page,
}) => {
  const main = await openCalculator(page);
  await main.getByLabel(/^CUPS/).fill(CUPS);
  await main.getByLabel(/^Area/).fill('60');
  await main.getByLabel(/^Number of people/).fill('2');
  await main.getByRole('radio', { name: 'Many at the same time' }).check();
  await tick(page, main.getByRole('checkbox', { name: 'Oven' }));
  await main.getByRole('button', { name: 'Calculate' }).click();
  // 2 × 0.6 = 1.2 kW
  await expect(main.getByText('1.2 kW', { exact: true })).toBeVisible();

  const lead = main.getByRole('form', { name: 'Your contact details' });
  await lead.getByLabel(/^Your last invoice/).setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(15_000_001, 0x20),
  });
  await expect(lead.getByText('File size must be less than 15MB')).toBeVisible();

  await main.getByRole('button', { name: 'Change the data' }).click();
  await expect(main.getByLabel(/^CUPS/)).toBeFocused();
  await expect(main.getByLabel(/^CUPS/)).toHaveValue(CUPS);
  await expect(main.getByRole('radio', { name: 'Many at the same time' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Oven' })).toBeChecked();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the calculator fits 390 px without scrolling sideways', async ({ page }) => {
    await openCalculator(page);
    await expectFitsPhone(page);
  });
});
