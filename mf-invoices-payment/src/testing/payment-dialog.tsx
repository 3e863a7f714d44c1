// The payment dialog's tests, for the fake provider's and for Stripe.js's alike: how they open the dialog and what they
// check at its steps.
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import InvoicesPage from '../exposes/invoices-page';

/** A signed-in customer of a brand whose invoices can be paid online. */
export function signInWithPayment(): void {
  settingsStore.getState().setPrivate({ 'invoices.enablePayment': true });
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
}

/** The invoices page, with the payment dialog of the unpaid test invoice (F-UNPAID) opened from its row. */
export async function openPaymentDialog() {
  const rendered = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay invoice F-UNPAID' });
  return { ...rendered, dialog };
}

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
