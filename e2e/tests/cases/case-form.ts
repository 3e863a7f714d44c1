// What the contact form (/customer-service) and the new request (/requests/create) share: the same case form, the
// same attachments, the same failed send (contact.spec.ts, requests.spec.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { openMain } from '../../support/pages';

/** A file that starts as a PDF does: the API checks an upload's content, not its declared type (issue 42). */
export const pdf = (name: string, bytes = 2_000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 'x')]),
});

/** Fills the case form: the first contract, `category`, subject, description and the files. */
export async function fillCaseForm(
  main: Locator,
  {
    category,
    subject,
    description,
    files,
  }: { category: string; subject: string; description: string; files: string[] },
): Promise<void> {
  await main.getByLabel(/^Contract/).selectOption({ index: 1 });
  await main.getByLabel(/^Category/).selectOption({ label: category });
  await main.getByLabel(/^Subject/).fill(subject);
  await main.getByLabel(/^Description/).fill(description);
  await main.getByLabel(/^Attachments/).setInputFiles(files.map((name) => pdf(name)));
}

/**
 * Fills the case form with a question about an invoice under `subject`, with two attachments (invoice.pdf and
 * meter.pdf, which the detail then offers), sees them listed and checks the filled form with axe.
 */
export async function fillInvoiceQuestion(page: Page, main: Locator, subject: string): Promise<void> {
  await fillCaseForm(main, {
    category: 'A question about my invoice',
    subject,
    description: 'The invoice of March looks too high.',
    files: ['invoice.pdf', 'meter.pdf'],
  });
  await expect(main.getByRole('list', { name: 'Attached files' })).toContainText('meter.pdf');
  await expectNoSeriousA11yViolations(page);
}

/**
 * The API fails the case's POST (500): the form at `path` is filled and sent with its `send` button, the error says
 * nothing was sent and the typed subject and description stay. Gives the main region for the form's own checks.
 */
export async function expectFailedSendKeepsText(
  page: Page,
  { path, heading, send }: { path: string; heading: string; send: string },
): Promise<Locator> {
  await page.route('**/api/v1/crm/cases/', async (route) => {
    if (route.request().method() === 'POST')
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    else await route.fallback();
  });
  const main = await openMain(page, path, heading);
  await fillCaseForm(main, {
    category: 'Other questions',
    subject: 'Kept subject',
    description: 'Kept description',
    files: ['kept.pdf'],
  });
  await main.getByRole('button', { name: send, exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('The operation cannot be done now. Try again later.');
  await expect(main.getByLabel(/^Subject/)).toHaveValue('Kept subject');
  await expect(main.getByLabel(/^Description/)).toHaveValue('Kept description');
  return main;
}
