// customer-area §6 lists `showTotal` among the invoices' feature flags: with it on, each invoice list closes with the
// totals of the invoices it shows (energy, amount and what is still pending); off (the default), no totals row.
import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import {
  chartHandler,
  invoiceListHandlers,
  testInvoice,
  testMultipointInvoice,
} from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';
import { pageTotals } from './invoice-table';

const paid = testInvoice({ id: 1, number: 'F-PAID', energy_consumed: 100.5, amount_total: 10.1 });
const unpaid = testInvoice({
  id: 2,
  number: 'F-UNPAID',
  energy_consumed: 250,
  amount_total: 20.2,
  amount_pending: 20.2,
  paid: 'unpaid',
});

setupTestServer(
  ...invoiceListHandlers({
    electricity: [paid, unpaid],
    gas: [],
    multipoint: [
      testMultipointInvoice({ id: 501, amount_total: 100, amount_pending: 0 }),
      testMultipointInvoice({ id: 502, number: 'MP2', amount_total: 50.05, amount_pending: 50.05 }),
    ],
  }),
  chartHandler([paid, unpaid]),
);

beforeEach(() => resetPortalState());

describe('the page totals of an invoice list (showTotal)', () => {
  it('sums in whole cents: 10.10 + 20.20 is 30.30, not 30.299999', () => {
    expect(
      pageTotals([
        { kind: 'electricity', invoice: paid },
        { kind: 'electricity', invoice: unpaid },
      ]),
    ).toEqual({ kind: 'total', amount: 30.3, pending: 20.2, energy: 350.5 });
  });

  it('closes the table with the energy, the amount and the pending amount of the invoices shown', async () => {
    settingsStore.getState().setPrivate({ showTotal: true, displayTypes: ['electricity'] });
    atViewportWidth(1280);
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    const rows = within(table).getAllByRole('row');
    const total = rows.at(-1)!;
    expect(within(total).getByText('Total of this page')).toBeInTheDocument();
    expect(within(total).getByText(/30[.,]30/)).toBeInTheDocument();
    expect(within(total).getByText(/Pending: .*20[.,]20/)).toBeInTheDocument();
    expect(within(total).getByText('351 kWh')).toBeInTheDocument();
    // The totals row has no history, payment or download of its own.
    expect(within(total).queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a phone, the totals are a last card under the invoices', async () => {
    settingsStore.getState().setPrivate({ showTotal: true, displayTypes: ['electricity'] });
    atViewportWidth(390);
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    expect(await screen.findByText('Total of this page')).toBeInTheDocument();
    expect(screen.getByText(/30[.,]30/)).toBeInTheDocument();
  });

  it('on the multipoint list, sums the amounts only (its rows count supply points, not energy)', async () => {
    settingsStore.getState().setPrivate({ showTotal: true, displayTypes: ['multipoint'] });
    atViewportWidth(1280);
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Multipoint invoices' });
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(within(total).getByText('Total of this page')).toBeInTheDocument();
    expect(within(total).getByText(/150[.,]05/)).toBeInTheDocument();
    expect(within(total).getByText(/Pending: .*50[.,]05/)).toBeInTheDocument();
  });

  it('shows no totals when the flag is off (the default)', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity'] });
    atViewportWidth(1280);
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findAllByText('F-UNPAID');
    expect(screen.queryByText('Total of this page')).not.toBeInTheDocument();
  });
});
