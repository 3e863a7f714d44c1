// The remote checklist at phone width (390 px) for mf-cases: the contact form, the requests list and the new request
// form fit without sideways scrolling, pass axe, and the contact form is reached by keyboard.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { acceptNecessaryCookies, setLanguage, signIn } from '../../support/session';

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await setLanguage(context, 'portal', 'en-US');
  await signIn(context, 'portal');
});

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${urlOf('portal')}${path}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return main;
}

test('the contact form, the requests list and a new request fit 390 px and pass axe', async ({ page }) => {
  const contact = await open(page, '/customer-service', 'Customer service');
  await expect(contact.getByRole('button', { name: /send/i }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const requests = await open(page, '/requests', 'My requests');
  await expect(requests.getByRole('table').or(requests.getByRole('list')).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await open(page, '/requests/create', 'New request');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
