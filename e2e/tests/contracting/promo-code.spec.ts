// A promo code from the address (visitor-features §4 "A promo code in the query parameter promocode is applied
// automatically"): BIENVENIDA is valid and unlocks product 105 "Bienvenida" (api/docs/contracting.md).
import { expect, test } from '@playwright/test';
import { prepareEachTest } from '../../support/session';
import { ELECTRICITY_CUPS, fillPerson, fillSupplyPoint, openWizard } from './wizard';

prepareEachTest({ locale: 'en-US' });

test('the promo code of the address is applied at the contract step, with its product', async ({ page }) => {
  const main = await openWizard(page, 'electricity', '?promocode=BIENVENIDA');
  await fillSupplyPoint(page, ELECTRICITY_CUPS);
  await fillPerson(page);
  await expect(main.getByText('Promotional code BIENVENIDA applied')).toBeVisible();
  await expect(main.getByLabel('Promotional code')).toHaveValue('BIENVENIDA');
  await expect(main.getByLabel(/^Product/).locator('option', { hasText: 'Bienvenida' })).toBeAttached();
  // An invalid code says so.
  await main.getByLabel('Promotional code').fill('CADUCADO');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByRole('alert')).toContainText('Invalid promotional code');
});
