// An invoice's dialogs (payment, payment summary, history) start loading their code when their button is pointed at
// or focused, before the click (decision 009): the click then opens a dialog whose code is there or on its way.
import {
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  bannersHandler,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartHandler, listOf, paidByCardInvoice, payableInvoice } from '../testing/invoice-fixtures';
import { signInWithPayment } from '../testing/payment-dialog';
import InvoicesPage from './invoices-page';

const mockLoaded: string[] = [];
jest.mock('../features/payment/components/payment-dialog', () => {
  mockLoaded.push('payment');
  return jest.requireActual('../features/payment/components/payment-dialog');
});
jest.mock('../features/payment/components/transaction-summary-dialog', () => {
  mockLoaded.push('summary');
  return jest.requireActual('../features/payment/components/transaction-summary-dialog');
});
jest.mock('../features/invoices/components/invoice-history-dialog', () => {
  mockLoaded.push('history');
  return jest.requireActual('../features/invoices/components/invoice-history-dialog');
});

const payable = payableInvoice;
const paidByCard = paidByCardInvoice;

setupTestServer(
  bannersHandler(),
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf([payable, paidByCard]))),
  chartHandler([payable, paidByCard]),
);

beforeEach(() => {
  resetPortalState();
  signInWithPayment();
});

it('loads each dialog’s code when its button is pointed at or focused, not with the list', async () => {
  const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
  const pay = await screen.findByRole('button', { name: 'Pay invoice F-UNPAID' });
  expect(mockLoaded).toEqual([]);

  await user.hover(pay);
  await waitFor(() => expect(mockLoaded).toEqual(['payment']));

  await user.hover(screen.getByRole('button', { name: 'Payment of invoice F-PAID' }));
  await waitFor(() => expect(mockLoaded).toContain('summary'));

  // By keyboard: the focus on History is enough.
  screen.getAllByRole('button', { name: /^History of invoice/ })[0]?.focus();
  await waitFor(() => expect(mockLoaded).toContain('history'));

  // The click opens the dialog, its code already there.
  await user.click(screen.getByRole('button', { name: 'Payment of invoice F-PAID' }));
  expect(await screen.findByRole('dialog', { name: 'Payment of invoice F-PAID' })).toBeVisible();
  expect(mockLoaded.filter((name) => name === 'summary')).toHaveLength(1);
});
