// Issue 44 item 4: "Above the spec's action tiles, a summary of what needs the customer now: invoices pending payment
// and their total with 'Pagar', … the last invoice … Each links to where it is handled; … hides what a brand
// disables."
import { formatEuro } from '@portal/shared/format';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listOf, testInvoice, testMultipointInvoice } from '../testing/invoice-fixtures';
import HomeSummary from './home-summary';

const unpaid = [
  testInvoice({ id: 1, number: 'F-1', paid: 'unpaid', amount_total: 42.17, amount_pending: 42.17 }),
  testInvoice({ id: 2, number: 'G-2', type: 'gas', paid: 'unpaid', amount_total: 60, amount_pending: 20.5 }),
];
const newest = testInvoice({ id: 9, number: 'F-9', date: '2026-11-05', amount_total: 73.4, type: 'gas' });

let calls: URL[] = [];
const server = setupTestServer(
  http.get('/api/v1/invoices/', ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    return HttpResponse.json(url.searchParams.get('filter') ? listOf(unpaid) : listOf([newest], 30));
  }),
);

beforeEach(() => {
  resetPortalState();
  calls = [];
  settingsStore
    .getState()
    .setPublic({ displayTypes: ['electricity', 'gas'], 'invoices.enablePayment': true });
});

const card = () => screen.findByRole('region', { name: 'Invoices' });

describe('the home summary’s invoices card', () => {
  it('shows the invoices pending payment, their total and "Pay" to the invoices screen, and the last invoice', async () => {
    renderWithProviders(<HomeSummary />);
    const region = await card();
    expect(await within(region).findByText('2 invoices pending payment')).toBeInTheDocument();
    // What is left to pay: 42.17 + 20.50.
    expect(within(region).getByText(formatEuro(62.67))).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/invoices');
    expect(
      within(region).getByRole('link', { name: `Last invoice: F-9, 05/11/2026, ${formatEuro(73.4)}` }),
    ).toHaveAttribute('href', '/invoices?type=gas&number=F-9');
    // Both kinds in one list of each, asked together: the unpaid ones and the newest.
    expect(calls).toHaveLength(2);
    for (const url of calls) expect(url.searchParams.get('type')).toBe('all');
    expect(calls.map((u) => u.searchParams.get('filter'))).toContain('[["paid","=","unpaid"]]');
    expect(calls.map((u) => u.searchParams.get('limit')).sort()).toEqual(['1', '100']);
  });

  it('says when nothing is pending, and when there is no invoice yet', async () => {
    server.use(http.get('/api/v1/invoices/', () => HttpResponse.json(listOf([]))));
    renderWithProviders(<HomeSummary />);
    const region = await card();
    expect(await within(region).findByText('No invoices pending payment.')).toBeInTheDocument();
    expect(within(region).getByText('You have no invoices yet.')).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('hides "Pay" when the brand takes no payments: the pending invoices link to the invoices screen', async () => {
    settingsStore.getState().setPublic({ 'invoices.enablePayment': false });
    renderWithProviders(<HomeSummary />);
    const region = await card();
    await within(region).findByText('2 invoices pending payment');
    expect(within(region).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See my invoices' })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });

  it('pays at the brand’s payment address in a new tab when it has one (customer-area §6)', async () => {
    settingsStore.getState().setPublic({ 'payment.url': 'https://pay.example.com/portal' });
    renderWithProviders(<HomeSummary />);
    const pay = await within(await card()).findByRole('link', { name: 'Pay' });
    expect(pay).toHaveAttribute('href', 'https://pay.example.com/portal');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('reads only the kind the brand displays (gas: v2), or the multipoint list for a brand with neither', async () => {
    const v2: URL[] = [];
    server.use(
      http.get('/api/v2/invoices/', ({ request }) => {
        v2.push(new URL(request.url));
        return HttpResponse.json(listOf([]));
      }),
      http.get('/api/v2/invoices_multipoint/', () =>
        HttpResponse.json(listOf([testMultipointInvoice({ paid: 'unpaid', amount_pending: 10 })])),
      ),
    );
    settingsStore.getState().setPublic({ displayTypes: ['gas'] });
    const { unmount } = renderWithProviders(<HomeSummary />);
    await within(await card()).findByText('No invoices pending payment.');
    expect(v2).toHaveLength(2);
    expect(v2[0]?.searchParams.has('type')).toBe(false);
    unmount();
    settingsStore.getState().setPublic({ displayTypes: ['multipoint'] });
    renderWithProviders(<HomeSummary />);
    expect(await within(await card()).findByText('1 invoice pending payment')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps its height while loading, and offers a retry when a call fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        if (fail) return HttpResponse.json({ message: 'boom' }, { status: 500 });
        return HttpResponse.json(
          new URL(request.url).searchParams.get('filter') ? listOf(unpaid) : listOf([newest]),
        );
      }),
    );
    const { user } = renderWithProviders(<HomeSummary />);
    const region = await card();
    expect(region).toHaveAttribute('aria-busy', 'true');
    const retry = await within(region).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(within(region).getByText('This could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(within(region).getByText('2 invoices pending payment')).toBeInTheDocument());
  });
});
