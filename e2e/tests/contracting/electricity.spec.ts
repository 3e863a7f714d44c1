// The electricity contracting wizard (visitor-features §2 "Contracting wizard", §4 "Wizard", §5) against the reference
// API, in English: a private person from the supply point to the finish page; and a reload in the middle keeping
// every field typed. Axe on each step. CUPS ES0021000000000001RK is available, 2.0TD at 4.6 kW, postal code 08001
// (api/docs/contracting.md); 08001 has one locality, Barcelona.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { prepareEachTest } from '../../support/session';
import {
  ELECTRICITY_CUPS as CUPS,
  acceptConditions,
  fillElectricityContractFields,
  fillPayment,
  fillPersonFields,
  fillSupplyPointFields,
  openWizard,
} from './wizard';

prepareEachTest({ locale: 'en-US' });

test('a private person contracts electricity from the supply point to the finish page', async ({ page }) => {
  const main = await openWizard(page, 'electricity');
  // Axe on each step once it is filled, before Next: the supply point, the person (a private person with the ID
  // images), the contract (SIPS powers and access tariff pre-filled, a product of 2.0TD chosen).
  for (const fillStep of [
    (on: Page) => fillSupplyPointFields(on, CUPS),
    (on: Page) => fillPersonFields(on),
    fillElectricityContractFields,
  ]) {
    await fillStep(page);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Next' }).click();
  }
  await fillPayment(page);

  await acceptConditions(page);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Finish: the server's body, and Go home back to the root with the wizard cleared.
  await expect(main.getByRole('button', { name: 'Go home' })).toBeVisible();
  // The reference API's body is markdown with a level-2 title ("Request received" in English, the request's language).
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Go home' }).click();
  // The root (which may redirect on, by the home type): the wizard is gone.
  await expect(page).not.toHaveURL(/new-electricity-customer/);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.contracting.electricity'))).toBeNull();
});

test('a reload in the middle keeps every field typed', async ({ page }) => {
  const main = await openWizard(page, 'electricity');
  await fillSupplyPointFields(page, CUPS);
  await main.getByLabel(/^Floor/).fill('3');
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByLabel(/^NIF \/ CIF/).fill('87654321X');
  await main.getByLabel(/^Name/).fill('Laura');
  // What was typed is in the stored wizard state before the page goes away.
  await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain('Laura');

  await page.reload();
  await expect(main.getByLabel(/^NIF \/ CIF/)).toHaveValue('87654321X');
  await expect(main.getByLabel(/^Name/)).toHaveValue('Laura');
  await main.getByRole('button', { name: 'Previous' }).click();
  await expect(main.getByLabel(/^CUPS/)).toHaveValue(CUPS);
  await expect(main.getByLabel(/^Street name/)).toHaveValue('Gran Via');
  await expect(main.getByLabel(/^Floor/)).toHaveValue('3');
  await expect(main.getByLabel(/^Residence type/)).toHaveValue('habitual');
});
