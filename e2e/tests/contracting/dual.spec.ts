// Dual supply (visitor-features §2, §4 "for dual supply the gas confirm call too. Both must return OK to move to
// finish. Any other result ... shows a connectivity-error message ... and offers a Previous button.") against the
// reference API: electricity with gas to the finish page; a failing gas confirm. Issue 41: the identifiers typed as
// printed, and both confirmed requests read back from the API (GET /__test__/leads/{id}), each with the supply
// point's address.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { prepareEachTest } from '../../support/session';
import {
  ELECTRICITY_CUPS,
  GAS_CUPS,
  confirm,
  expectConfirmedLead,
  fillToConfirmation,
  recordLeadIds,
} from './wizard';

prepareEachTest({ locale: 'en-US' });

/** Typed as an invoice prints them: spaces, lower case; the mobile with its country code. */
async function toConfirmation(page: Page, asPrinted = false) {
  // Gas is optional in the default brand (dual.isGasMandatory off): included by default, checked before axe.
  return fillToConfirmation(page, 'dual', {
    ...(asPrinted
      ? {
          cups: 'es0021 0000 0000 0001 rk',
          person: { mobile: '+34 612 345 678' },
          gasCups: 'Es0230 0000 0000 0001 Sr',
        }
      : {}),
    atGasStep: () => expectNoSeriousA11yViolations(page),
  });
}

test('electricity with gas: both leads confirmed, then the finish page', async ({ page, request }) => {
  const leadIds = recordLeadIds(page);
  const confirms: string[] = [];
  // Intercepted, not observed: a lead carrying the invoice files is too large for the request event's post data.
  await page.route(/\/api\/v\d\/(gas\/)?leads$/, async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? (request.postDataJSON() as { step?: number } | null) : null;
    if (body?.step === 5) confirms.push(request.url().includes('/gas/leads') ? 'gas' : 'electricity');
    await route.continue();
  });
  const main = await toConfirmation(page, true);
  await confirm(page);
  await expect(main.getByRole('button', { name: 'Go home' })).toBeVisible();
  // Both requests named on the finish page (issue 41), each with the body its confirm answered.
  await expect(main.getByText('Your electricity request and your gas request have been sent.')).toBeVisible();
  await expect(main.getByText(/your request to contract electricity/)).toBeVisible();
  await expect(main.getByText(/your request to contract gas/)).toBeVisible();
  expect(confirms).toEqual(['electricity', 'gas']);

  const mobile = '+34612345678';
  await expectConfirmedLead(request, leadIds.electricity, {
    kind: 'electricity',
    cups: ELECTRICITY_CUPS,
    mobile,
  });
  await expectConfirmedLead(request, leadIds.gas, { kind: 'gas', cups: GAS_CUPS, mobile });
});

test('a failing gas confirm shows the connectivity error with Previous', async ({ page }) => {
  await page.route('**/api/v2/gas/leads', async (route) => {
    const body = route.request().postDataJSON() as { step?: number } | null;
    if (body?.step === 5) await route.fulfill({ status: 500, body: '' });
    else await route.continue();
  });
  const main = await toConfirmation(page);
  await confirm(page);
  await expect(main.getByRole('alert')).toContainText('Connectivity error');
  await expect(main.getByRole('button', { name: 'Go home' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Previous' }).click();
  await expect(main.getByLabel(/^IBAN/)).toHaveValue(/ES91/);
});
