// A promo code from the address (visitor-features §4 "A promo code in the query parameter promocode is applied
// automatically"): BIENVENIDA is valid and unlocks product 105 "Bienvenida" (api/docs/contracting.md).
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setLanguage } from '../../support/session';
import { ELECTRICITY_CUPS, fillPerson, fillSupplyPoint } from './wizard';

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
});

test('the promo code of the address is applied at the contract step, with its product', async ({ page }) => {
  await page.goto(`${urlOf('portal')}/new-electricity-customer?promocode=BIENVENIDA`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contract electricity' })).toBeVisible();
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
