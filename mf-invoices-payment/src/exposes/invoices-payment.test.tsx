// The online payment on the invoices screen (customer-area §2 "Payment dialog and result", §4 "Payment", §5 "online
// payment needs online_payment.payment_enabled", §6 read-only, §7 payment calls, §8 "Payment"), against MSW answers
// shaped like the reference API's test platform (api/docs/payments.md).
import type {
  PayWithIntentRequest,
  PayWithMethodRequest,
  TransactionSummary,
} from '@portal/shared/api-types';

// The portal sends one of the two calls of POST pay (the API validates them as one body, PayRequest).
type PayRequest = PayWithMethodRequest | PayWithIntentRequest;
import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  createTestToken,
  findDialog,
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  bannersHandler,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PAYING_ITEM_STORAGE_KEY } from '../features/payment/paying-item-storage';
import {
  chartHandler,
  listOf,
  paidByCardInvoice,
  payableInvoice,
  testInvoice,
} from '../testing/invoice-fixtures';
import InvoicesPage from './invoices-page';
import {
  expectFocusedStep,
  expectUnexpectedIntentState,
  openPaymentDialog,
  signInWithPayment,
} from '../testing/payment-dialog';

const payable = payableInvoice;
const paidByCard = paidByCardInvoice;
const paidByDirectDebit = testInvoice({ id: 5, number: 'F-DEBIT', paid: 'paid' });
const refunded = testInvoice({ id: 4, number: 'F-REFUND', paid: 'paid', rectificative_type: 'A' });

const summary: TransactionSummary = {
  transaction_id: 'ch_0123456789',
  amount: 42.17,
  currency: 'eur',
  last_transaction_update_at: '2026-11-20T10:15:00.000Z',
  invoice_number: 'F-UNPAID',
  invoice_concept: 'Factura F-UNPAID (2026-09-01 - 2026-09-30)',
  payment_method_id: 'pm_card_4242424242424242',
  payment_type: 'credit_card',
  invoice_id: 7,
  paid_by_user_email: 'laura@example.com',
};

let pays: PayRequest[] = [];
let listCalls = 0;
let paidNow = false;
const server = setupTestServer(
  bannersHandler(),
  chartHandler([payable, paidByCard, paidByDirectDebit, refunded]),
  http.get('/api/v1/invoices/', () => {
    listCalls += 1;
    const first = paidNow
      ? {
          ...payable,
          paid: 'paid' as const,
          online_payment: { ...payable.online_payment, payment_enabled: false, paid_online: true },
        }
      : payable;
    return HttpResponse.json(listOf([first, paidByCard, paidByDirectDebit, refunded]));
  }),
  http.get('/api/v2/payment_platforms_available', () =>
    HttpResponse.json({ available_payment_platforms: ['stripe'] }),
  ),
  http.get('/api/v2/publishable_key/stripe', () =>
    HttpResponse.json({ platform: 'stripe', publishable_key: 'pk_test_portal_reference_api' }),
  ),
  http.post('/api/v2/pay', async ({ request }) => {
    const body = (await request.json()) as PayRequest;
    pays.push(body);
    if ('payment_intent_id' in body) {
      paidNow = true;
      return HttpResponse.json({ status: 'success', success: true, transaction_id: 'ch_3ds', invoice_id: 7 });
    }
    const card = body.payment_method_id.replace('pm_card_', '');
    if (card === '4000002500003155')
      return HttpResponse.json({
        status: 'requires_action',
        requires_action: true,
        payment_intent_id: 'pi_42',
        payment_intent_client_secret: 'pi_42_secret_1',
      });
    if (card === '4000000000000002')
      return HttpResponse.json({ status: 'error', success: false, error: 'card_declined' });
    if (card === '4000000000000077')
      return HttpResponse.json({ status: 'error', success: false, error: 'do_not_honor' });
    paidNow = true;
    return HttpResponse.json({ status: 'success', success: true, transaction_id: 'ch_1', invoice_id: 7 });
  }),
  http.get('/api/v2/transaction_summary/:id', ({ params }) =>
    params.id === '7' || params.id === '3'
      ? HttpResponse.json({ ...summary, invoice_id: Number(params.id) })
      : HttpResponse.json({ message: 'transaction_not_found' }, { status: 404 }),
  ),
);

beforeEach(() => {
  resetPortalState();
  sessionStorage.clear();
  pays = [];
  listCalls = 0;
  paidNow = false;
  signInWithPayment();
});

async function openPayment() {
  const opened = await openPaymentDialog();
  const dialog = opened.dialog;
  await within(dialog).findByRole('textbox', { name: /Card number/ });
  return opened;
}

async function typeCard(
  user: ReturnType<typeof renderWithProviders>['user'],
  dialog: HTMLElement,
  number: string,
) {
  await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), number);
  await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '12/34');
  await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay €42.17' }));
}

describe('online payment (customer-area §2 "Payment dialog and result")', () => {
  it('offers Pay only for an invoice with online_payment.payment_enabled, and the summary only for a paid non-rectified one', async () => {
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay invoice F-PAID' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment of invoice F-PAID' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment of invoice F-REFUND' })).not.toBeInTheDocument();
  });

  it('offers no payment summary for a paid invoice without a card payment (issue 43 item 5: direct debit)', async () => {
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByRole('button', { name: 'Payment of invoice F-PAID' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /F-DEBIT/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment of invoice F-DEBIT' })).not.toBeInTheDocument();
  });

  it('on a phone each invoice is a card with its amount, state, Pay and PDF (issue 44 item 1)', async () => {
    atViewportWidth(390);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const list = await screen.findByRole('list', { name: 'Electricity invoices' });
    expect(screen.queryByRole('table', { name: 'Electricity invoices' })).not.toBeInTheDocument();
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('F-UNPAID'));
    if (!card) throw new Error('no card for F-UNPAID');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Date', 'Period', 'Amount', 'Status']));
    expect(within(card).getByRole('button', { name: 'Pay invoice F-UNPAID' })).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Download PDF of invoice F-UNPAID' }),
    ).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('offers no payment when the brand has not enabled it (invoices.enablePayment)', async () => {
    settingsStore.getState().setPrivate({ 'invoices.enablePayment': false });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table', { name: 'Electricity invoices' });
    expect(screen.queryByRole('button', { name: /^Pay invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Payment of invoice/ })).not.toBeInTheDocument();
  });

  it('disables Pay on a read-only (impersonation) session, with the spec tooltip', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const pay = await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' });
    expect(pay).toBeDisabled();
    await user.hover(await findReadOnlyWrapper(pay));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This action cannot be done while impersonating',
    );
  });

  it('validates the card form before calling the platform ("The field cannot be empty")', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('button', { name: 'Pay €42.17' }));
    expect(await within(dialog).findAllByText('The field cannot be empty')).toHaveLength(3);
    expect(pays).toEqual([]);
  });

  it('pays with a success card: the result, the transaction summary, invoice:paid and the list refreshed', async () => {
    const paid = jest.fn();
    bus.on('invoice:paid', paid);
    const { user, dialog } = await openPayment();
    const before = listCalls;
    await typeCard(user, dialog, '4242 4242 4242 4242');
    await expectFocusedStep(dialog, 'Payment completed');
    expect(pays).toEqual([
      {
        payment_method_id: 'pm_card_4242424242424242',
        platform_name: 'stripe',
        item_id: 1007,
        related_object_type: 'account.invoice',
      },
    ]);
    expect(paid).toHaveBeenCalledWith({ invoiceId: 7 });
    expect(await within(dialog).findByText('ch_0123456789')).toBeInTheDocument();
    expect(within(dialog).getByText('laura@example.com')).toBeInTheDocument();
    // The shared date-time format, DD/MM/YYYY HH:mm, in every locale (issue 43 item 8); not "10:15 AM".
    expect(within(dialog).getByText(/^\d\d\/11\/2026 \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the receipt' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Payment of invoice F-UNPAID' })).toBeInTheDocument();
    bus.off('invoice:paid', paid);
  });

  it('runs the card-action step (3-D Secure) and confirms with the payment intent id', async () => {
    const { user, dialog } = await openPayment();
    await typeCard(user, dialog, '4000002500003155');
    await expectFocusedStep(dialog, 'Confirm the payment with your bank');
    // Kept for a provider that leaves the portal for its card action (§4).
    expect(JSON.parse(sessionStorage.getItem(PAYING_ITEM_STORAGE_KEY) ?? '{}')).toMatchObject({
      invoiceId: 7,
      payingItemId: 1007,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(pays[1]).toEqual({ payment_intent_id: 'pi_42', platform_name: 'stripe' });
    expect(sessionStorage.getItem(PAYING_ITEM_STORAGE_KEY)).toBeNull();
  });

  it('a failed card action shows the unexpected payment-intent state, without confirming', async () => {
    const { user, dialog } = await openPayment();
    await typeCard(user, dialog, '4000002500003155');
    await user.click(await within(dialog).findByRole('button', { name: 'Fail authentication' }));
    await expectUnexpectedIntentState(dialog);
    expect(pays).toHaveLength(1);
  });

  it('a declined card shows its message with Close and Try again; Try again shows the card form', async () => {
    const { user, dialog } = await openPayment();
    await typeCard(user, dialog, '4000000000000002');
    await expectFocusedStep(dialog, 'The payment could not be made');
    expect(within(dialog).getByText('The card was declined.')).toBeInTheDocument();
    // The footer's Close (and the dialog's own close button).
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: /Card number/ })).toHaveValue('');
    // Cancel closes it; the focus goes back to the Pay button (keyboard users carry on from the row).
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay invoice F-UNPAID' })).toHaveFocus());
  });

  it('an error code the spec does not name shows unknown_payment_error', async () => {
    const { user, dialog } = await openPayment();
    await typeCard(user, dialog, '4000000000000077');
    expect(
      await within(dialog).findByText('An unknown error occurred with the payment.'),
    ).toBeInTheDocument();
  });

  it('shows unknown_payment_error with Try again when the platform cannot be prepared', async () => {
    server.use(
      http.get('/api/v2/payment_platforms_available', () =>
        HttpResponse.json({ available_payment_platforms: [] }),
      ),
    );
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' }));
    const dialog = await findDialog('Pay invoice F-UNPAID');
    expect(
      await within(dialog).findByText('An unknown error occurred with the payment.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('"On return from the provider with a payment_intent query parameter, the paying item is restored from storage"', async () => {
    sessionStorage.setItem(
      PAYING_ITEM_STORAGE_KEY,
      JSON.stringify({
        invoiceId: 7,
        payingItemId: 1007,
        paymentRelatedObjectType: 'account.invoice',
        number: 'F-UNPAID',
        amount: 42.17,
      }),
    );
    const { router } = renderWithProviders(<InvoicesPage />, {
      route:
        '/invoices?payment_intent=pi_42&payment_intent_client_secret=pi_42_secret_1&redirect_status=succeeded',
    });
    const dialog = await findDialog('Pay invoice F-UNPAID');
    expect(await within(dialog).findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(pays).toEqual([{ payment_intent_id: 'pi_42', platform_name: 'stripe' }]);
    expect(router.state.location.search).toBe('');
  });

  it('shows a paid invoice’s transaction summary, or transaction_not_found', async () => {
    server.use(
      http.get('/api/v2/transaction_summary/3', () =>
        HttpResponse.json({ message: 'transaction_not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Payment of invoice F-PAID' }));
    const dialog = await findDialog('Payment of invoice F-PAID');
    expect(await within(dialog).findByText('The payment transaction was not found.')).toBeInTheDocument();
  });
});
