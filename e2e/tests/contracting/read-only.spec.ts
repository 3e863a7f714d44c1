// A read-only (impersonation) session in the contracting wizard: every Next sends the step's lead, which the API
// refuses for a read-only token, so the agent sees the supply point step filled but Next disabled with the
// platform's tooltip, as for every other change in the portal (customer-area §4 "Read-only (impersonation) token").
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expectImpersonationTooltipOnFocus, startReadOnlySession } from '../../support/read-only';
import { ELECTRICITY_CUPS, fillSupplyPointFields, openWizard } from './wizard';

test('a read-only (impersonation) session fills the supply point but cannot send it', async ({
  page,
  context,
}) => {
  await startReadOnlySession(context);
  const leads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/leads/.test(request.url())) leads.push(request.url());
  });
  const main = await openWizard(page, 'electricity');
  await fillSupplyPointFields(page, ELECTRICITY_CUPS);

  await expect(main.getByRole('button', { name: 'Next' })).toBeDisabled();
  await main.getByLabel(/^CUPS/).press('Enter');
  await expectImpersonationTooltipOnFocus(page, main);
  await expect(main.getByLabel(/^CUPS/)).toHaveValue(ELECTRICITY_CUPS);
  await expect(main.getByLabel(/^NIF \/ CIF/)).toHaveCount(0);
  expect(leads).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
