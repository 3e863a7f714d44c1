// The Stripe-compatible provider through the payment dialog, with Stripe.js replaced by a fake (jsdom cannot load
// Stripe's script): the card Element is mounted, its payment method is paid with, and the card action is Stripe's
// handleCardAction on the intent's client secret.
import type { PayRequest } from '@portal/shared/api-types';
import {
  findDialog,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  bannersHandler,
} from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isTestPlatformKey } from '../features/payment/providers';
import { chartHandler, listOf, testInvoice } from '../testing/invoice-fixtures';
import InvoicesPage from './invoices-page';
import { expectUnexpectedIntentState, openPaymentDialog, signInWithPayment } from '../testing/payment-dialog';

const mockElement = { mount: jest.fn(), on: jest.fn(), destroy: jest.fn() };
const mockStripe = {
  elements: jest.fn(() => ({ create: jest.fn(() => mockElement) })),
  createPaymentMethod: jest.fn(),
  handleCardAction: jest.fn(),
};
const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));

const payable = testInvoice({
  id: 7,
  invoice_id: 1007,
  number: 'F-UNPAID',
  paid: 'unpaid',
  amount_pending: 42.17,
  amount_to_pay: 42.17,
  online_payment: { payment_enabled: true, rel_object_type: 'account.invoice', paid_online: false },
});

let pays: PayRequest[] = [];
let publishableKey = 'pk_live_51Hstripe';
setupTestServer(
  bannersHandler(),
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf([payable]))),
  chartHandler([payable]),
  http.get('/api/v2/payment_platforms_available', () =>
    HttpResponse.json({ available_payment_platforms: ['stripe'] }),
  ),
  http.get('/api/v2/publishable_key/stripe', () =>
    HttpResponse.json({ platform: 'stripe', publishable_key: publishableKey }),
  ),
  http.post('/api/v2/pay', async ({ request }) => {
    const body = (await request.json()) as PayRequest;
    pays.push(body);
    if ('payment_method_id' in body && body.payment_method_id === 'pm_3ds')
      return HttpResponse.json({
        status: 'requires_action',
        requires_action: true,
        payment_intent_id: 'pi_7',
        payment_intent_client_secret: 'pi_7_secret_x',
      });
    return HttpResponse.json({ status: 'success', success: true, transaction_id: 'ch_7', invoice_id: 7 });
  }),
  http.get('/api/v2/transaction_summary/:id', () =>
    HttpResponse.json({ message: 'transaction_not_found' }, { status: 404 }),
  ),
);

beforeEach(() => {
  resetPortalState();
  pays = [];
  publishableKey = 'pk_live_51Hstripe';
  mockLoadStripe.mockReset().mockResolvedValue(mockStripe);
  mockStripe.createPaymentMethod.mockReset();
  mockStripe.handleCardAction.mockReset();
  signInWithPayment();
});

async function openPayment() {
  const opened = await openPaymentDialog();
  const dialog = opened.dialog;
  const pay = await within(dialog).findByRole('button', { name: 'Pay €42.17' });
  return { ...opened, pay };
}

describe('the Stripe.js provider (paymentProvider stripe with a Stripe account key)', () => {
  it('tells the reference API test platform from a Stripe account by the publishable key', () => {
    expect(isTestPlatformKey('pk_test_portal_reference_api')).toBe(true);
    expect(isTestPlatformKey('pk_test_51Habc')).toBe(false);
  });

  it('mounts Stripe’s card Element with the key and pays with its payment method', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Stripe' } });
    const { user, dialog, pay } = await openPayment();
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_live_51Hstripe');
    expect(mockElement.mount).toHaveBeenCalledWith(
      await within(dialog).findByRole('group', { name: 'Card' }),
    );
    expect(within(dialog).queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await user.click(pay);
    expect(await within(dialog).findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(mockStripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: mockElement });
    expect(pays).toEqual([
      {
        payment_method_id: 'pm_1Stripe',
        platform_name: 'stripe',
        item_id: 1007,
        related_object_type: 'account.invoice',
      },
    ]);
  });

  it('keeps an incomplete card on the form with Stripe’s message', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    const { user, dialog, pay } = await openPayment();
    await user.click(pay);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(pays).toEqual([]);
  });

  it('runs handleCardAction on the client secret, then confirms the intent', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_3ds' } });
    mockStripe.handleCardAction.mockResolvedValue({ paymentIntent: { id: 'pi_7' } });
    const { user, dialog, pay } = await openPayment();
    await user.click(pay);
    expect(await within(dialog).findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(mockStripe.handleCardAction).toHaveBeenCalledWith('pi_7_secret_x');
    expect(pays[1]).toEqual({ payment_intent_id: 'pi_7', platform_name: 'stripe' });
  });

  it('a failed authentication is the unexpected payment-intent state, without confirming', async () => {
    mockStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_3ds' } });
    mockStripe.handleCardAction.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const { user, dialog, pay } = await openPayment();
    await user.click(pay);
    await expectUnexpectedIntentState(dialog);
    expect(pays).toHaveLength(1);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    mockLoadStripe.mockResolvedValue(null);
    // Another key: Stripe.js is loaded once per key per page.
    publishableKey = 'pk_live_51Hother';
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' }));
    const dialog = await findDialog('Pay invoice F-UNPAID');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment platform could not be loaded. Please try again later.',
    );
  });
});
