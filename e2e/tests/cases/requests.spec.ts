// Customer-service requests against the reference API (customer-area §2 "Customer-service requests list", "Create
// request", "Request detail"; §5 "Contact form"; §8 "Cases"): the household customer's seeded cases (one in each
// message state), a new request with two attachments seen in the list and its detail, a too-large file refused with
// the limit, a failed send keeping the typed text, and a message added to an open request; axe on each screen.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setLanguage, signIn } from '../../support/session';

/** A file that starts as a PDF does: the API checks an upload's content, not its declared type (issue 42). */
const pdf = (name: string, bytes = 2_000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 'x')]),
});

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${urlOf('portal')}${path}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return main;
}

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
  await signIn(context, 'portal');
});

test('lists the requests with their state, section, category and contract, and filters by state', async ({
  page,
}) => {
  const main = await open(page, '/requests', 'My requests');
  const table = main.getByRole('table');
  await expect(table.getByRole('link', { name: /Solicitud de baja/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel('State').selectOption({ label: 'Denied' });
  await expect(page).toHaveURL(/\/requests\?state=denied$/);
  const row = table.locator('tbody tr').filter({ hasText: 'Solicitud de baja' });
  await expect(row).toContainText('Denied');
  await expect(row).toContainText('0010001');
  await expect(table.locator('tbody tr').filter({ hasText: 'Accepted' })).toHaveCount(0);
});

test('creates a request with two attachments, then finds it in the list and its detail', async ({ page }) => {
  const subject = `E2E request ${Date.now()}`;
  const main = await open(page, '/requests/create', 'New request');
  await main.getByLabel(/^Contract/).selectOption({ index: 1 });
  await main.getByLabel(/^Category/).selectOption({ label: 'A question about my invoice' });
  await main.getByLabel(/^Subject/).fill(subject);
  await main.getByLabel(/^Description/).fill('The invoice of March looks too high.');
  await main.getByLabel(/^Attachments/).setInputFiles([pdf('invoice.pdf'), pdf('meter.pdf')]);
  await expect(main.getByRole('list', { name: 'Attached files' })).toContainText('meter.pdf');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Send request' }).click();
  await expect(main.getByText('Your request has been sent.')).toBeVisible();

  await main.getByRole('link', { name: 'See the request' }).click();
  await expect(main.getByRole('heading', { level: 2, name: new RegExp(subject) })).toBeVisible();
  // The reference API keeps a new request's files on its first message.
  await expect(main.getByRole('button', { name: 'Download invoice.pdf' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Download meter.pdf' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Back to my requests' }).click();
  // Newest first; the contact tests may add cases meanwhile (fully parallel), so the row is found by its subject.
  await expect(main.getByRole('table').locator('tbody tr').filter({ hasText: subject })).toHaveCount(1);
});

test('refuses a file over the 15 MB limit, with the limit shown', async ({ page }) => {
  const main = await open(page, '/requests/create', 'New request');
  await main.getByLabel(/^Attachments/).setInputFiles([pdf('huge.pdf', 15_000_001)]);
  await expect(main.getByText('huge.pdf: The file is too large. The maximum size is 15 MB.')).toBeVisible();
});

test('a failed send says nothing was sent and keeps the typed text', async ({ page }) => {
  await page.route('**/api/v1/crm/cases/', async (route) => {
    if (route.request().method() === 'POST')
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    else await route.fallback();
  });
  const main = await open(page, '/requests/create', 'New request');
  await main.getByLabel(/^Contract/).selectOption({ index: 1 });
  await main.getByLabel(/^Category/).selectOption({ label: 'Other questions' });
  await main.getByLabel(/^Subject/).fill('Kept subject');
  await main.getByLabel(/^Description/).fill('Kept description');
  await main.getByLabel(/^Attachments/).setInputFiles([pdf('kept.pdf')]);
  await main.getByRole('button', { name: 'Send request' }).click();
  await expect(main.getByRole('alert')).toContainText('The operation cannot be done now. Try again later.');
  await expect(main.getByLabel(/^Subject/)).toHaveValue('Kept subject');
  await expect(main.getByLabel(/^Description/)).toHaveValue('Kept description');
});

test('adds a message to a request that needs additional information', async ({ page }) => {
  const main = await open(page, '/requests?state=additional_information', 'My requests');
  await main.getByRole('link', { name: /Cambio de titular/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: /Cambio de titular/ })).toBeVisible();
  const form = main.getByRole('form', { name: 'Add a message' });
  await form.getByLabel(/^Your message/).fill('Attached is the ID of the new holder.');
  await form.getByLabel(/^Attachments/).setInputFiles([pdf('id.pdf')]);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message has been sent.')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Messages' })).toContainText(
    'Attached is the ID of the new holder.',
  );
  await expectNoSeriousA11yViolations(page);
});
