// The remote checklist at phone width (390 px) for mf-cases: every screen (the contact form, the requests list, a new
// request, a request's detail, the claims page and the visitors' unsigned contact) fits without sideways scrolling
// and passes axe, and the complaint dialog fits the screen.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

test.use({ viewport: PHONE });

test.describe('signed in', () => {
  test.beforeEach(async ({ context }) => {
    await prepareBrowser(context, { locale: 'en-US', signIn: true });
  });

  test('the contact form, the requests list and a new request fit 390 px and pass axe', async ({ page }) => {
    const contact = await openMain(page, '/customer-service', 'Customer service');
    await expect(contact.getByRole('button', { name: /send/i }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const requests = await openMain(page, '/requests', 'My requests');
    await expect(requests.getByRole('table').or(requests.getByRole('list')).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await openMain(page, '/requests/create', 'New request');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a request’s detail and the claims page fit 390 px and pass axe', async ({ page }) => {
    // A seeded request with an administrator's answer and a file (customer-area §4 "Case message states").
    const requests = await openMain(page, '/requests?state=accepted', 'My requests');
    await requests.getByRole('link', { name: /Importe de la factura de enero/ }).click();
    const detail = page.getByRole('main');
    await expect(
      detail.getByRole('heading', { level: 2, name: /Importe de la factura de enero/ }),
    ).toBeVisible();
    await expect(detail.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const claims = await openMain(page, '/claims', 'Claims');
    await expect(claims.getByRole('button', { name: 'Send complaint' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the complaint dialog of the contact page fits the screen', async ({ page }) => {
    const main = await openMain(page, '/customer-service', 'Customer service');
    await main.getByLabel(/^Contract/).selectOption({ index: 1 });
    await main.getByRole('button', { name: 'Create a complaint' }).click();
    const dialog = page.getByRole('dialog', { name: 'File a complaint' });
    await expect(dialog.getByLabel(/^Type/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 1000).toBeLessThanOrEqual(PHONE.width);
    expect(box?.height ?? 1000).toBeLessThanOrEqual(PHONE.height);
    // Its body scrolls inside the dialog: the send button is reached without leaving it.
    await dialog.getByRole('button', { name: 'Send complaint' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Send complaint' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('visitor', () => {
  test.beforeEach(async ({ context }) => {
    await prepareBrowser(context, { locale: 'en-US' });
  });

  test('the unsigned contact fits 390 px and passes axe', async ({ page }) => {
    const main = await openMain(page, '/contact', 'Contact us');
    await expect(main.getByLabel(/^E-mail/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
