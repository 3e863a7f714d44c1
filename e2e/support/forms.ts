// Filling the portal's forms as a visitor does: the kit's checkboxes by keyboard, and the visitor tools' contact lead.
import { expect, type Locator, type Page } from '@playwright/test';

/** Chakra's checkbox is a visually hidden input: ticked by keyboard (focus, then Space), as a visitor would. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/**
 * The contact lead of the visitor tools (comparators, power calculator): a visitor with an accented name, the
 * e-mail, the telephone and the contact `hours` (each spec its own option) filled, the consent ticked; not sent (a
 * spec may check the form first).
 */
export async function fillContactLead(page: Page, form: Locator, hours: string): Promise<void> {
  await form.getByLabel(/^First name/).fill('Núria');
  await form.getByLabel(/^First surname/).fill('Roca');
  await form.getByLabel(/^E-mail/).fill('nuria.roca@example.com');
  await form.getByLabel(/^Telephone/).fill('612345678');
  await form.getByLabel(/^Contact hours/).selectOption(hours);
  await tick(page, form.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

/** The contact lead filled (fillContactLead) and sent with its Send button. */
export async function sendContactLead(page: Page, form: Locator, hours: string): Promise<void> {
  await fillContactLead(page, form, hours);
  await form.getByRole('button', { name: 'Send' }).click();
}
