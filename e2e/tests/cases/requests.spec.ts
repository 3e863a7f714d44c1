// Customer-service requests against the reference API (customer-area §2 "Customer-service requests list", "Create
// request", "Request detail"; §5 "Contact form"; §8 "Cases"): the household customer's seeded cases (one in each
// message state), a new request with two attachments seen in the list and its detail, a too-large file refused with
// the limit, a failed send keeping the typed text, and a message added to an open request; axe on each screen.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';
import { expectFailedSendKeepsText, fillInvoiceQuestion, pdf } from './case-form';

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: true });
});

test('lists the requests with their state, section, category and contract, and filters by state', async ({
  page,
}) => {
  const main = await openMain(page, '/requests', 'My requests');
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
  const main = await openMain(page, '/requests/create', 'New request');
  await fillInvoiceQuestion(page, main, subject);
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
  const main = await openMain(page, '/requests/create', 'New request');
  await main.getByLabel(/^Attachments/).setInputFiles([pdf('huge.pdf', 15_000_001)]);
  await expect(main.getByText('huge.pdf: The file is too large. The maximum size is 15 MB.')).toBeVisible();
});

test('a failed send says nothing was sent and keeps the typed text', async ({ page }) => {
  await expectFailedSendKeepsText(page, {
    path: '/requests/create',
    heading: 'New request',
    send: 'Send request',
  });
});

test('adds a message to a request that needs additional information', async ({ page }) => {
  const main = await openMain(page, '/requests?state=additional_information', 'My requests');
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
