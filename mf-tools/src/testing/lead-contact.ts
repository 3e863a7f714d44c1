// The lead contact fields (visitor-features: name, first surname, e-mail, telephone, contact hours and the consent),
// as the comparators, the power calculator and the lead form's own test fill them in.
import type { renderWithProviders } from '@portal/shared/testing';
import { within } from '@testing-library/react';

/** Fills in Marta Vidal's contact details inside `form`, calling at `hours`, and ticks the consent. */
export async function fillInLeadContact(
  user: ReturnType<typeof renderWithProviders>['user'],
  form: HTMLElement,
  hours: string,
): Promise<void> {
  const fields = within(form);
  await user.type(fields.getByLabelText(/^First name/), 'Marta');
  await user.type(fields.getByLabelText(/^First surname/), 'Vidal');
  await user.type(fields.getByLabelText(/^E-mail/), 'marta@example.com');
  await user.type(fields.getByLabelText(/^Telephone/), '612345678');
  await user.selectOptions(fields.getByLabelText(/^Contact hours/), hours);
  await user.click(fields.getByRole('checkbox', { name: /I agree to be contacted/ }));
}
