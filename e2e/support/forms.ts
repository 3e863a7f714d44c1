// Filling the portal's forms as a visitor does: the kit's checkboxes by keyboard, and the visitor tools' contact lead.
import { expect, type Locator, type Page } from '@playwright/test';

/** Chakra's checkbox is a visually hidden input: ticked by keyboard (focus, then Space), as a visitor would. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Who asks to be contacted, and when. */
export interface ContactLead {
  name: string;
  surname: string;
  email: string;
  hours: string;
}

/**
 * The contact lead of the visitor tools (comparators, power calculator): name, first surname, e-mail, telephone and
 * contact hours filled, the consent ticked; not sent (a spec may check the form first).
 */
export async function fillContactLead(
  page: Page,
  form: Locator,
  { name, surname, email, hours }: ContactLead,
): Promise<void> {
  await form.getByLabel(/^First name/).fill(name);
  await form.getByLabel(/^First surname/).fill(surname);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Telephone/).fill('612345678');
  await form.getByLabel(/^Contact hours/).selectOption(hours);
  await tick(page, form.getByRole('checkbox', { name: /I agree to be contacted/ }));
}
