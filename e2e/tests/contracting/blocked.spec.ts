// What stops a contracting wizard (visitor-features §5 "CUPS ... availability flag must be true (CUPS not available)";
// §4 "on the person step the lead status, then DNI validation (shouldCheckDNI), then scoring (shouldCheckMorosity)
// set genericError, dniInvalid, badScore, each blocking with its message") against the reference API's seeded outcomes
// (api/docs/contracting.md): ES0021000000000004WR is already supplied; 22222222J fails the DNI check; 33333333P with
// the first name Jordi passes it and fails the scoring. The default brand checks neither DNI nor scoring, so the
// contracting configuration the API answers is given both switched on (a brand that checks them).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { prepareEachTest } from '../../support/session';
import { ELECTRICITY_CUPS, fillPerson, fillSupplyPoint, openWizard } from './wizard';

prepareEachTest({ locale: 'en-US' });

async function openElectricity(page: Page, { checks }: { checks: boolean }) {
  if (checks) {
    await page.route(/\/api\/v1\/contractacio\/config\/?$/, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, shouldCheckDNI: true, shouldCheckMorosity: true } });
    });
  }
  return openWizard(page, 'electricity');
}

test('a supply point the retailer cannot take is refused with "CUPS not available"', async ({ page }) => {
  const main = await openElectricity(page, { checks: false });
  await main.getByLabel(/^CUPS/).fill('ES0021000000000004WR');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('CUPS not available')).toBeVisible();
  // Still the supply point: the person step never opened.
  await expect(main.getByLabel(/^NIF \/ CIF/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a DNI not registered under the name given blocks the person step with its message', async ({
  page,
}) => {
  const main = await openElectricity(page, { checks: true });
  await fillSupplyPoint(page, ELECTRICITY_CUPS);
  await fillPerson(page, { nif: '22222222J', name: 'Laura' });
  await expect(main.getByRole('alert')).toContainText('The DNI is not registered under the name given.');
  await expect(main.getByLabel(/^NIF \/ CIF/)).toHaveValue('22222222J');
  await expect(main.getByLabel(/^Power P1/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a bad scoring blocks the person step with its message and the thanks', async ({ page }) => {
  const main = await openElectricity(page, { checks: true });
  await fillSupplyPoint(page, ELECTRICITY_CUPS);
  await fillPerson(page, { nif: '33333333P', name: 'Jordi' });
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('We cannot offer you a contract after checking your payment history.');
  await expect(alert).toContainText('Thank you for your interest.');
  await expect(main.getByLabel(/^Power P1/)).toHaveCount(0);
});
