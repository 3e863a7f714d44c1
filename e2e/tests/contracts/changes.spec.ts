// The changes on the electricity contract detail (customer-area §2 "Edit dialogs", §4 "Request states", §5, §6 read-only
// token, §8 "Contracts"), against the reference API. The changes are made on contracts no other spec reads (the company
// customer's active 0030101 and 0030104, api/src/domains/contracts/seed.ts), except the household phone, which no other
// spec reads either. Dialogs render outside <main> (a portal): they are found on the page.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { DEMO_PASSWORD, setLanguage, signIn, prepareEachTest } from '../../support/session';
import { expectImpersonationTooltipOnFocus } from '../../support/read-only';
import { openMain } from '../../support/pages';

const HOUSEHOLD_CONTRACT = '0010001';
const COMPANY = 'B12345674';
/** Active, ATR available, P1 3.45 kW and P2 3.45 kW. */
const POWER_CONTRACT = '0030101';
/** Active, no IBAN request in process. */
const IBAN_CONTRACT = '0030104';
/** Active, only opened (nothing sent): the axe checks of every dialog. */
const DIALOGS_CONTRACT = '0030106';

async function openDetail(page: Page, contractName: string) {
  const main = await openMain(page, `/contracts/electricity/${contractName}`);
  await expect(main.getByRole('heading', { level: 1, name: `Contract ${contractName}` })).toBeVisible();
  return main;
}

prepareEachTest({ locale: 'en-US' });

test('edits the phone: a 400 shows on the field and keeps the text; then it is saved', async ({
  page,
  context,
}) => {
  await signIn(context, 'portal');
  // The portal checks the phone as the API does: the API's 400 answer is given once by the network layer.
  let refused = false;
  await page.route(/\/contracts\/0010001\/notification\/phone\/?$/, async (route) => {
    if (route.request().method() !== 'PUT' || refused) return route.fallback();
    refused = true;
    const origin = (await route.request().headerValue('origin')) ?? urlOf('portal');
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
      body: JSON.stringify({ message: 'validation_error', errors: { phone: 'phone not valid' } }),
    });
  });
  const main = await openDetail(page, HOUSEHOLD_CONTRACT);
  const contact = main.getByRole('region', { name: 'Contact data' });
  await contact.getByRole('button', { name: 'Edit phone' }).click();
  const phone = contact.getByRole('textbox', { name: 'Phone' });
  await phone.fill('699111222');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('The phone is not valid')).toBeVisible();
  await expect(phone).toHaveValue('699111222');
  await expectNoSeriousA11yViolations(page);

  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByRole('button', { name: 'Edit phone' })).toBeVisible();
  await expect(contact.getByText('699111222')).toBeVisible();
  await page.reload();
  await expect(main.getByRole('region', { name: 'Contact data' }).getByText('699111222')).toBeVisible();
});

test.describe('company contracts', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, 'portal', { user: COMPANY });
  });

  test('changes the IBAN: the checksum error, then the request waiting for the signature', async ({
    page,
  }) => {
    const main = await openDetail(page, IBAN_CONTRACT);
    await main.getByRole('button', { name: 'Change the bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the bank account' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^New IBAN/).fill('ES91 2100 0418 4502 0005 1333');
    await dialog.getByRole('button', { name: 'Request the change' }).click();
    await expect(dialog.getByText('The IBAN is not valid')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel(/^New IBAN/).fill('ES91 2100 0418 4502 0005 1332');
    await dialog.getByText('I confirm that I am the holder of this bank account').click();
    await dialog.getByRole('button', { name: 'Request the change' }).click();
    await expect(
      dialog.getByText('Your request has been registered and is waiting for your signature.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // "A new request is blocked while one is in process."
    await page.reload();
    await expect(main.getByRole('button', { name: 'Change the bank account' })).toBeDisabled();
    await expect(main.getByText('A request of this kind is already in process.')).toBeVisible();
  });

  test('changes the power: the same-power rule, the costs, then ATR is unavailable', async ({ page }) => {
    const main = await openDetail(page, POWER_CONTRACT);
    await main.getByRole('button', { name: 'Change the contracted power' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the contracted power' });
    await expect(dialog.getByText('Connection right: €9.04')).toBeVisible();
    await dialog.getByLabel(/^New power P1 \(kW\)/).fill('3,45');
    await dialog.getByLabel(/^Contact phone/).fill('612345678');
    await dialog.getByRole('button', { name: 'Request the change' }).click();
    await expect(dialog.getByText('The power is the same as the current one')).toBeVisible();

    await dialog.getByLabel(/^New power P1 \(kW\)/).fill('4,6');
    // Raised: the access and extension rights join the connection right (§9).
    await expect(dialog.getByText(/^Access right: /)).toBeVisible();
    await expect(dialog.getByText(/^Extension right: /)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Request the change' }).click();
    await expect(
      dialog.getByText('Your request has been registered and is waiting for your signature.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // "After a power request sends, ATR is marked unavailable": the note says a process is under way.
    await page.reload();
    await expect(main.getByRole('button', { name: 'Change the contracted power' })).toBeDisabled();
    await expect(
      main.getByText('A process is under way on this contract: this change cannot be requested now.').first(),
    ).toBeVisible();
  });

  test('every dialog fits a phone, passes axe, and works by keyboard', async ({ page }) => {
    // Seven dialogs, each opened, measured and checked by axe.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const main = await openDetail(page, DIALOGS_CONTRACT);
    const names = [
      'Change the contracted power',
      'Change the bank account',
      'Change the notification address',
      'Change the invoice delivery',
      'Opt out of the SIPS data cession',
      'Tariff customisations',
    ];
    if ((await main.getByRole('button', { name: 'Request the electronic notification' }).count()) > 0)
      names.push('Request the electronic notification');
    for (const name of names) {
      await main.getByRole('button', { name }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // Its contents loaded (bank accounts, addresses, options): no loading state left.
      await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // The focus on its body's first field, which renders just after the dialog's frame (or after its options load:
      // the focus waits on the dialog itself until then).
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const focused = document.activeElement;
              if (focused?.closest('.chakra-dialog__body')) return 'in its body';
              return focused?.closest('[role="dialog"]') ? 'in the dialog' : focused?.outerHTML.slice(0, 120);
            }),
          { message: name },
        )
        .toBe('in its body');
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(main.getByRole('button', { name })).toBeFocused();
    }
  });

  test('on a wide screen a change dialog is a framed window, not the full-height sheet of a phone', async ({
    page,
  }) => {
    // The dialogs are full screen on a phone only (size { base: 'full', md: 'lg' }).
    await page.setViewportSize({ width: 1280, height: 900 });
    const main = await openDetail(page, DIALOGS_CONTRACT);
    await main.getByRole('button', { name: 'Tariff customisations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tariff customisations' });
    await expect(dialog.getByRole('button', { name: 'Save' }).last()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(32);
    expect((box?.y ?? 0) + (box?.height ?? 900)).toBeLessThanOrEqual(900 - 32);

    // Modal without Zag's modal (shared/src/widgets/page-under-dialog.ts): the page under it is not announced, does
    // not scroll, and a click beside the dialog closes it without reaching the page (the side menu is under (12, 450)).
    await expect(page.getByRole('main')).toHaveCount(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 40);
    await page.mouse.wheel(0, 600);
    // A wheel scrolls within the next frames: two of them painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const address = page.url();
    await page.mouse.click(12, 450);
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(address);
    await expect(main.getByRole('button', { name: 'Tariff customisations' })).toBeFocused();
  });
});

test('a read-only (impersonation) session shows every change disabled, with the tooltip', async ({
  page,
  context,
}) => {
  await signIn(context, 'portal', { readonly: true });
  const main = await openDetail(page, HOUSEHOLD_CONTRACT);
  for (const name of [
    'Edit phone',
    'Edit e-mail',
    'Change the contracted power',
    'Change the bank account',
    'Change the notification address',
    'Change the invoice delivery',
    'Tariff customisations',
  ]) {
    await expect(main.getByRole('button', { name })).toBeDisabled();
  }
  await expectImpersonationTooltipOnFocus(page, main);
  await expectNoSeriousA11yViolations(page);
});

test('a redirect action after login (?action=ibanChange) opens the IBAN dialog on the contract', async ({
  page,
  context,
}) => {
  await setLanguage(context, 'portal', 'es-ES');
  const main = await openMain(page, `/acceso?action=ibanChange&contract=${HOUSEHOLD_CONTRACT}`);
  await main.getByLabel(/^Usuario/).fill('12345678Z');
  await main.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL(`${urlOf('portal')}/contratos/electricity/${HOUSEHOLD_CONTRACT}`);
  await expect(page.getByRole('dialog', { name: 'Cambiar la cuenta bancaria' })).toBeVisible();
});
