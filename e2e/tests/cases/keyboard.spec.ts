// The remote checklist's "every action works by keyboard with visible focus" for mf-cases: the contact form with its
// create-complaint button and dialog (customer-area §2 "Customer contact": "disabled until a contract is chosen"),
// the requests list's state filter and a request's detail, reached and used from the keyboard alone. Nothing is sent:
// the seeded requests stay as the other specs expect them.
import { expect, test } from '@playwright/test';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';
import { expectVisibleFocus } from '../../support/keyboard';

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: true });
});

test('the contact form and its complaint dialog work by keyboard, with visible focus', async ({ page }) => {
  const main = await openMain(page, '/customer-service', 'Customer service');
  const contract = main.getByLabel(/^Contract/);
  const create = main.getByRole('button', { name: 'Create a complaint' });
  await expect(create).toBeDisabled();
  await contract.focus();
  await expectVisibleFocus(page);
  // A closed native select takes the next option from the arrow key.
  await page.keyboard.press('ArrowDown');
  await expect(contract).not.toHaveValue('');
  await expect(create).toBeEnabled();

  await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'File a complaint' });
  await expect(dialog.getByLabel(/^Type/)).toBeVisible();
  // Focus moved into the dialog, and Escape closes it, giving the focus back to the button.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  // On through the form: category, subject, description.
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Category/)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Subject/)).toBeFocused();
  await page.keyboard.type('Typed by keyboard');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Description/)).toBeFocused();
  await expectVisibleFocus(page);
  await expect(main.getByLabel(/^Subject/)).toHaveValue('Typed by keyboard');
});

test('the requests list filters by keyboard, and a request opens from its link', async ({ page }) => {
  const main = await openMain(page, '/requests', 'My requests');
  const state = main.getByLabel('State');
  await state.focus();
  await expectVisibleFocus(page);
  // "All states", then the first state: accepted.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/requests\?state=accepted$/);

  const link = main.getByRole('link', { name: /Importe de la factura de enero/ });
  await link.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: /Importe de la factura de enero/ })).toBeVisible();

  // The way back is a link, followed by keyboard too.
  const back = main.getByRole('link', { name: 'Back to my requests' });
  await back.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
});
