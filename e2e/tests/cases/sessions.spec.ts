// The remote checklist's sessions and volumes for mf-cases: a read-only (impersonation) session sees every send of
// the case screens disabled with the spec's tooltip (customer-area §6), and the demo company customer (150+ supply
// points) gets every contract in the contact form's picker and its requests list.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { COMPANY_USER } from '../../support/session';
import { expectImpersonationTooltipOnFocus } from '../../support/read-only';
import { openMain, startAt } from '../../support/pages';

/** The contact form in English, signed in as told. */
async function openCustomerService(
  page: Page,
  signIn: { readonly?: boolean; user?: string },
): Promise<Locator> {
  return startAt(page, '/customer-service', { heading: 'Customer service', locale: 'en-US', signIn });
}

test('a read-only (impersonation) session cannot send a case, a request, a reply or a complaint', async ({
  page,
}) => {
  const contact = await openCustomerService(page, { readonly: true });
  await expect(contact.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await expectImpersonationTooltipOnFocus(page, contact);
  await expectNoSeriousA11yViolations(page);

  const create = await openMain(page, '/requests/create', 'New request');
  await expect(create.getByRole('button', { name: 'Send request' })).toBeDisabled();

  const claims = await openMain(page, '/claims', 'Claims');
  await expect(claims.getByRole('button', { name: 'Send complaint' })).toBeDisabled();

  // An open request (in process, or needing more information) offers the reply form, its send disabled.
  const requests = await openMain(page, '/requests?state=being_processed', 'My requests');
  await requests.getByRole('table').getByRole('link').first().click();
  const reply = page.getByRole('main').getByRole('form', { name: 'Add a message' });
  await expect(reply.getByRole('button', { name: 'Send message' })).toBeDisabled();
});

test('the company customer (150+ supply points) finds every contract in the contact form', async ({
  page,
}) => {
  const main = await openCustomerService(page, { user: COMPANY_USER });
  const contract = main.getByLabel(/^Contract/);
  // "Choose a contract" and one option per contract (a full fetch, customer-area §7 "limit 99999").
  await expect.poll(async () => contract.locator('option').count()).toBeGreaterThan(150);
  await contract.selectOption({ index: 150 });
  await expect(contract).not.toHaveValue('');
  await expect(main.getByRole('button', { name: 'Create a complaint' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  const requests = await openMain(page, '/requests', 'My requests');
  await expect(requests.getByText(/^\d+ requests?$/)).toBeVisible();
});
