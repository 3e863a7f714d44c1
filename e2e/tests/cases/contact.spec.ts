// Customer contact, complaints and the unsigned contact against the reference API (customer-area §2 "Customer contact",
// "Customer-service (ATC) complaint form", "Unsigned contact", "Claims"; §5 "Contact form", "ATC form", "File upload";
// §8 "Cases"; §9 "Autolectures category id 20"; visitor-features §2 "unsigned contact /contacto"): the household
// customer writes with two attachments and finds the case in the requests list and its detail, sends readings
// (autolectures), files a complaint from the contact page, from the gas contract detail and from the claims page;
// a visitor writes through the unsigned contact; a too-large file is refused with the limit and a failed send keeps
// the typed text. Axe on each screen and dialog.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { prepareEachTest } from '../../support/session';
import { openMain } from '../../support/pages';
import { expectFailedSendKeepsText, fillInvoiceQuestion, pdf } from './case-form';

/**
 * The complaint dialog of a contract (its contract preset): type Billing, its subtype once the type enables it,
 * the description; axe on the filled dialog, then sent.
 */
async function sendBillingComplaint(page: Page, dialog: Locator, description: string): Promise<void> {
  await dialog.getByLabel(/^Type/).selectOption({ label: 'Billing' });
  const subtype = dialog.getByLabel(/^Subtype/);
  await expect(subtype).toBeEnabled();
  await subtype.selectOption({ label: 'Incorrect meter reading' });
  await dialog.getByLabel(/^Description/).fill(description);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send complaint' }).click();
}

test.describe('signed in', () => {
  prepareEachTest({ locale: 'en-US', signIn: true });

  test('writes to customer service with two attachments, then finds the case in the requests list and its detail', async ({
    page,
  }) => {
    const subject = `E2E contact ${Date.now()}`;
    const main = await openMain(page, '/customer-service', 'Customer service');
    // customer-area §2: "Shows the organisation's CRM phone as a call link when configured".
    await expect(main.getByRole('link', { name: '900 123 456' })).toHaveAttribute('href', 'tel:900123456');
    // customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year" (issue 43 item 9).
    await expect(main.getByText('Support hours: 8 to 17 h, 365 days a year.')).toBeVisible();
    await fillInvoiceQuestion(page, main, subject);
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(main.getByText('Your message has been sent.')).toBeVisible();
    await expect(main.getByText(/^Your case number is CAS-\d{6}\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'See the request' }).click();
    await expect(main.getByRole('heading', { level: 2, name: new RegExp(subject) })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Download invoice.pdf' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Download meter.pdf' })).toBeVisible();
    await main.getByRole('link', { name: 'Back to my requests' }).click();
    // Newest first; other tests may add cases meanwhile, so the row is found by its subject.
    await expect(main.getByRole('table').locator('tbody tr').filter({ hasText: subject })).toHaveCount(1);
  });

  test('sends meter readings (autolectures): no category picker, another title, category 20', async ({
    page,
  }) => {
    const subject = `E2E readings ${Date.now()}`;
    const main = await openMain(page, '/customer-service?autolectures=true', 'Send your meter readings');
    await expect(main.getByLabel(/^Contract/)).toBeVisible();
    await expect(main.getByLabel(/^Category/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await main.getByLabel(/^Contract/).selectOption({ index: 1 });
    await main.getByLabel(/^Subject/).fill(subject);
    await main.getByLabel(/^Description/).fill('P1 12345 kWh');
    await main.getByLabel(/^Attachments/).setInputFiles([pdf('meter-photo.pdf')]);
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(main.getByText(/^Your case number is CAS-\d{6}\.$/)).toBeVisible();

    await main.getByRole('link', { name: 'Go to my requests' }).click();
    const row = main.getByRole('table').locator('tbody tr').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    // Named in the page's language, as the form's categories are (the API answered it in Spanish before).
    await expect(row).toContainText('Sending meter readings');
  });

  test('files a complaint from the contact page, for the chosen contract', async ({ page }) => {
    const main = await openMain(page, '/customer-service', 'Customer service');
    const create = main.getByRole('button', { name: 'Create a complaint' });
    // customer-area §2: "disabled until a contract is chosen".
    await expect(create).toBeDisabled();
    await main.getByLabel(/^Contract/).selectOption({ index: 1 });
    await expect(create).toBeEnabled();
    await create.click();

    const dialog = page.getByRole('dialog', { name: 'File a complaint' });
    await expect(dialog.getByText(/^Contract 00\d{5}$/)).toBeVisible();
    await expect(dialog.getByLabel(/^Contract/)).toHaveCount(0);
    await sendBillingComplaint(page, dialog, 'The reading of March is wrong.');
    await expect(dialog.getByText('Your complaint has been sent.')).toBeVisible();
    await expect(dialog.getByText(/^Your complaint number is ATC-\d{6}\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The contact form is as it was.
    await expect(main.getByLabel(/^Contract/)).not.toHaveValue('');
  });

  // customer-area §2 (Gas contract detail): "a claim dialog" — the cases remote's, through the contract.claimDialog slot.
  test('files a complaint from the gas contract detail, for that contract', async ({ page }) => {
    const main = await openMain(page, '/contracts-gas/0020001', 'Gas contract 0020001');
    await main.getByRole('button', { name: 'File a complaint' }).click();

    const dialog = page.getByRole('dialog', { name: 'File a complaint' });
    // The contract is preset by the detail: no contract picker.
    await expect(dialog.getByText('Contract 0020001')).toBeVisible();
    await expect(dialog.getByLabel(/^Contract/)).toHaveCount(0);
    await sendBillingComplaint(page, dialog, 'The gas reading of March is wrong.');
    await expect(dialog.getByText(/^Your complaint number is ATC-\d{6}\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'Gas contract 0020001' })).toBeVisible();
  });

  test('files a complaint from the claims page, choosing the contract', async ({ page }) => {
    const main = await openMain(page, '/claims', 'Claims');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Send complaint' }).click();
    await expect(
      main.getByText('Choose the contract, the type and the subtype, and describe it.'),
    ).toHaveCount(4);
    await main.getByLabel(/^Contract/).selectOption({ index: 1 });
    await main.getByLabel(/^Type/).selectOption({ label: 'Supply' });
    await expect(main.getByLabel(/^Subtype/)).toBeEnabled();
    await main.getByLabel(/^Subtype/).selectOption({ label: 'Supply interruptions' });
    await main.getByLabel(/^Description/).fill('Three supply cuts this week.');
    await main.getByLabel(/^Attachment/).setInputFiles([pdf('cuts.pdf')]);
    await main.getByRole('button', { name: 'Send complaint' }).click();
    await expect(main.getByText(/^Your complaint number is ATC-\d{6}\.$/)).toBeVisible();
  });

  test('refuses a file over the 15 MB limit, with the limit shown', async ({ page }) => {
    const main = await openMain(page, '/customer-service', 'Customer service');
    await expect(main.getByText('Between 1 and 6 files, up to 15 MB each.')).toBeVisible();
    await main.getByLabel(/^Attachments/).setInputFiles([pdf('huge.pdf', 15_000_001)]);
    await expect(main.getByText('huge.pdf: The file is too large. The maximum size is 15 MB.')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  });

  test('a failed send says nothing was sent and keeps the typed text', async ({ page }) => {
    const main = await expectFailedSendKeepsText(page, {
      path: '/customer-service',
      heading: 'Customer service',
      send: 'Send',
    });
    await expect(main.getByRole('list', { name: 'Attached files' })).toContainText('kept.pdf');
    await expect(main.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  });
});

test.describe('visitor', () => {
  prepareEachTest({ locale: 'en-US' });

  test('writes through the unsigned contact and gets the case number', async ({ page }) => {
    const main = await openMain(page, '/contact', 'Contact us');
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(main.getByText('The field cannot be empty')).toHaveCount(5);
    await main.getByLabel(/^E-mail/).fill('visitor@example');
    await main.getByLabel(/^Mobile/).fill('600000001');
    await main.getByLabel(/^Category/).selectOption({ label: 'Sales information' });
    await main.getByLabel(/^Subject/).fill('Your tariffs');
    await main.getByLabel(/^Description/).fill('Which tariffs do you offer?');
    await main.getByLabel(/^Attachments/).setInputFiles([pdf('bill.pdf')]);
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    // customer-area §5: "email (pattern check, message validation email not valid)".
    await expect(main.getByText('The e-mail address is not valid.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main.getByLabel(/^E-mail/).fill('visitor@example.com');
    await main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(main.getByText('Your message has been sent.')).toBeVisible();
    await expect(main.getByText(/^Your case number is CAS-\d{6}\.$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
