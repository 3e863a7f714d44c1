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

/**
 * A date field of the kit (DD/MM/YYYY, typed part by part, @portal/shared/ui `DateInput`) filled as a person types
 * it: its first part clicked, then the day, month and year (and hours and minutes) in the field's own order, and Tab.
 * `value` is the API's `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`.
 */
export async function fillDate(
  scope: Page | Locator,
  name: string | RegExp,
  value: string,
  options: { exact?: boolean } = {},
): Promise<void> {
  await typeDate(scope.getByRole('group', { name, exact: options.exact }), value);
}

/** `value` typed into the kit's date field `field` (its group of parts, or the field's root), as fillDate does. */
export async function typeDate(field: Locator, value: string): Promise<void> {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`typeDate: ${value} is not YYYY-MM-DD or YYYY-MM-DDTHH:mm`);
  const [, year, month, day, hour = '', minute = ''] = match;
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}${hour}${minute}`);
  await field.page().keyboard.press('Tab');
}

/** The kit's date field whose hidden input (the form's value) is named `name`. */
export function dateFieldNamed(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('[data-scope="date-input"][data-part="root"]')
    .filter({ has: page.locator(`input[name="${name}"]`) });
}

/** The date a kit's date field shows, as DD/MM/YYYY (and ", HH:mm"). */
export function dateField(
  scope: Page | Locator,
  name: string | RegExp,
  options: { exact?: boolean } = {},
): Locator {
  return scope.getByRole('group', { name, exact: options.exact });
}
