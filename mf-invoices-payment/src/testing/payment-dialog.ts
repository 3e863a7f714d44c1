// What the payment dialog's tests check at its steps, for the fake provider's tests and for Stripe.js's alike.
import { within } from '@testing-library/react';

/** The dialog is at the step of this heading, which holds the focus (each step moves the focus to its heading). */
export async function expectFocusedStep(dialog: HTMLElement, heading: string): Promise<void> {
  expect(await within(dialog).findByRole('heading', { name: heading })).toHaveFocus();
}

/** The dialog says the payment intent is in an unexpected state (a card action that failed or was cancelled). */
export async function expectUnexpectedIntentState(dialog: HTMLElement): Promise<void> {
  expect(
    await within(dialog).findByText(
      'The payment is in an unexpected state. The two-factor authentication may have been cancelled.',
    ),
  ).toBeInTheDocument();
}
