// The home's action tiles are a visitor's too: each action leads to the login and then to where it is done. What
// they offer follows the brand's switches as a customer will find them after the login, so the switches they read are
// in the public settings (api/src/domains/settings/brands.ts, PRIVATE_KEYS; visitor-features §6 lists powerChange,
// notificacionAddressChange, noCesionSips, contract.ibanChange.enabled and invoices.enablePayment among them).
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setLanguage } from '../../support/session';

test('a visitor sees the actions the brand offers a customer: "Pay online" on the default brand', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
  const settings = page.waitForResponse((r) => r.url().includes('/ov_customize/ov_settings'));
  await page.goto(`${urlOf('portal')}/`);
  const publicSettings = (await (await settings).json()) as Record<string, unknown>;
  // The default brand turns payment on; before, only ov_private_settings said so and a visitor's tile lacked it.
  expect(publicSettings['invoices.enablePayment']).toBe(true);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const pay = invoices.getByRole('link', { name: 'Pay online' });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveAttribute('href', /\?redirect=%2Finvoices$/);
  const contracts = page.getByRole('region', { name: 'Contracts' });
  await expect(contracts.getByRole('link', { name: 'Change the contracted power' })).toHaveAttribute(
    'href',
    /\?action=powChange$/,
  );
});
