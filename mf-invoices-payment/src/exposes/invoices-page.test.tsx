import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { activateLocale } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestQueryClient,
  createTestToken,
  emptyStateIcon,
  findDialog,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  bannersHandler,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartOf, invoiceListHandlers, listOf, testInvoice } from '../testing/invoice-fixtures';
import { installFakeResizeObserver } from '../testing/fake-resize-observer';
import InvoicesPage from './invoices-page';

const electricity = [
  testInvoice({ id: 1, number: 'F-PENDING', paid: 'pending_remesa' }),
  testInvoice({ id: 2, number: 'F-PARTIAL', paid: 'unpaid', amount_total: 80, amount_pending: 32 }),
  testInvoice({ id: 3, number: 'F-REFUND', paid: 'paid', rectificative_type: 'A', amount_total: -80 }),
];
const gas = [testInvoice({ id: 7, number: 'G-UNPAID', type: 'gas', paid: 'unpaid', amount_pending: 80 })];

let requests: URL[] = [];
const chartTypes: string[] = [];
/** Records the list's calls (the chart has its own, `invoices/chart/`). */
const recordListCall = (url: URL) => requests.push(url);
const server = setupTestServer(
  bannersHandler(),
  ...invoiceListHandlers({ electricity, gas }, recordListCall),
  http.get('/api/v2/invoices/chart/', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (type === 'multipoint') {
      chartTypes.push('multipoint');
      // The API's multipoint sums: one entry per invoice address (api/docs/invoices.md).
      return HttpResponse.json({
        contracts: [
          {
            name: 'Polígono Norte 5, Zaragoza',
            last_end_date: `${new Date().getFullYear()}-09-30`,
            months: [{ month: `${new Date().getFullYear()}-09`, amount: 1520.4, energy: 9200 }],
          },
        ],
      });
    }
    return HttpResponse.json(chartOf(type === 'gas' ? gas : electricity));
  }),
);

function filterOf(url: URL | undefined): unknown {
  const raw = url?.searchParams.get('filter');
  return raw ? JSON.parse(raw) : undefined;
}

// The chart is drawn once its box's width is reported (a ResizeObserver, after the browser's layout).
let removeResizeObserver: () => void;
beforeAll(() => {
  removeResizeObserver = installFakeResizeObserver();
});
afterAll(() => removeResizeObserver());

beforeEach(() => {
  resetPortalState();
  requests = [];
});

describe('InvoicesPage (customer-area §2 "Invoices")', () => {
  it('asks once for the list in the address, its chart and the coupons: the prefetch beside the catalogues is what the page reads', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/api/v2/invoices/', ({ request }) => {
        calls.push(`list ${new URL(request.url).searchParams.get('offset')}`);
        return HttpResponse.json(listOf(gas));
      }),
      http.get('/api/v2/invoices/chart/', () => {
        calls.push('chart');
        return HttpResponse.json(chartOf(gas));
      }),
      http.get('*/api/v1/user/coupons', () => {
        calls.push('coupons');
        return HttpResponse.json([{ title: 'Welcome', description: 'A gift (WELCOME)' }]);
      }),
    );
    authStore.getState().loginSuccess(createTestToken());
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'] });
    // The portal's cache keeps an answer fresh for 30 s: what was prefetched is read, not asked for again.
    const queryClient = createTestQueryClient({ staleTime: 30_000 });
    renderWithProviders(<InvoicesPage />, { route: '/invoices?type=gas', queryClient });
    expect(await screen.findByRole('table', { name: 'Gas invoices' })).toBeInTheDocument();
    expect(await screen.findByText('A gift (WELCOME)')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('chart'));
    expect([...calls].sort()).toEqual(['chart', 'coupons', 'list 0']);
  });

  it('"Coupon banners show on contracts and invoices only when coupons.coupon is true", after the lists', async () => {
    server.use(
      http.get('*/api/v1/user/coupons', () =>
        HttpResponse.json([{ title: 'Welcome', description: 'A gift (WELCOME)' }]),
      ),
    );
    settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
    settingsStore.getState().setPublic({ showCoupons: true });
    authStore.getState().loginSuccess(createTestToken());
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const coupons = await screen.findByRole('list', { name: 'Your coupons' });
    expect(within(coupons).getByText('A gift (WELCOME)')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    // After the table in the document: a banner arriving late never pushes the invoices down.
    expect(table.compareDocumentPosition(coupons) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // §7 "GET banners/{code} (v2), field banner": the brand's own banner of the invoices, after the lists as the coupons.
  it("shows the brand's invoices banner after the lists", async () => {
    server.use(bannersHandler({ invoices: '<p>Pay your pending invoices by card.</p>' }));
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    await waitFor(() => expect(banner).toBeVisible());
    expect(banner).toHaveTextContent('Pay your pending invoices by card.');
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    expect(table.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the invoices after a loading state, with dates, amounts and the §4 status chips', async () => {
    // customer-area §6 paymentStatus "Base or Chiped": Chiped shows the status in a coloured chip.
    settingsStore.getState().setPublic({ paymentStatus: 'Chiped' });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    // The list's loading state, with the chart's place kept above it (no layout shift when both arrive).
    const loading = await screen.findAllByRole('status');
    expect(loading.map((status) => status.textContent)).toEqual([
      'Loading the chart…',
      'Loading the invoices…',
    ]);
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('F-PENDING');
    expect(rows[1]).toHaveTextContent('05/10/2026');
    expect(rows[1]).toHaveTextContent('€80.00');
    expect(within(rows[1]!).getByText('Pending (direct debit)')).toHaveAttribute('data-tone', 'warning');
    expect(within(rows[2]!).getByText('Partial payment')).toHaveAttribute('data-tone', 'error');
    expect(rows[2]).toHaveTextContent('Pending: €32.00');
    expect(within(rows[3]!).getByText('Refunded')).toHaveAttribute('data-tone', 'success');
    // §7: electricity on v1; §9: "Invoice page size default 100".
    expect(requests[0]?.searchParams.get('offset')).toBe('0');
    expect(requests[0]?.searchParams.get('limit')).toBe('100');
    expect(requests[0]?.searchParams.has('filter')).toBe(false);
  });

  it('paymentStatus Base (the default) shows the status as text, without a chip', async () => {
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    expect(within(table).getByText('Pending (direct debit)')).not.toHaveAttribute('data-tone');
  });

  it('"Tabs only when more than one display type is configured"', async () => {
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Invoice types' })).not.toBeInTheDocument();
  });

  it('shows a tab per display type; a tab is kept in the address and lists its own invoices', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas', 'multipoint'] });
    const { user, router } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    const tabs = screen.getByRole('navigation', { name: 'Invoice types' });
    expect(within(tabs).getByRole('link', { name: 'Electricity' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Electricity', 'Gas', 'Multipoint']);
    await screen.findByRole('table', { name: 'Electricity invoices' });

    await user.click(within(tabs).getByRole('link', { name: 'Gas' }));
    const gasTable = await screen.findByRole('table', { name: 'Gas invoices' });
    expect(gasTable).toHaveTextContent('G-UNPAID');
    expect(router.state.location.search).toBe('?type=gas');
    expect(requests.at(-1)?.pathname).toBe('/api/v2/invoices/');

    await user.click(within(tabs).getByRole('link', { name: 'Multipoint' }));
    const multipoint = await screen.findByRole('table', { name: 'Multipoint invoices' });
    expect(multipoint).toHaveTextContent('MP20260001');
    expect(multipoint).toHaveTextContent('Polígono Norte 5, Zaragoza');
    expect(requests.at(-1)?.pathname).toBe('/api/v2/invoices_multipoint/');
  });

  it("never shows one kind's invoices under another kind's tab while the new list is on its way", async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v2/invoices/', async () => {
        await gate;
        return HttpResponse.json(listOf(gas));
      }),
    );
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table', { name: 'Electricity invoices' });

    await user.click(screen.getByRole('link', { name: 'Gas' }));
    // Under the gas tab, the gas list's loading state: not the electricity rows (a Pay button on an invoice of
    // another kind); paging within one kind keeps its page until the next one arrives.
    expect(await screen.findByRole('heading', { name: 'Gas invoices' })).toBeInTheDocument();
    expect(screen.queryByText('F-PENDING')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('table', { name: 'Gas invoices' })).toHaveTextContent('G-UNPAID');
    expect(screen.queryByText('F-PENDING')).not.toBeInTheDocument();
  });

  it('opens the tab named in the address (a reload keeps it)', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'] });
    renderWithProviders(<InvoicesPage />, { route: '/invoices?type=gas' });
    expect(await screen.findByRole('table', { name: 'Gas invoices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Electricity' })).not.toHaveAttribute('aria-current');
  });

  it('says so when there are no invoices (invoices_view_empty_list)', async () => {
    server.use(http.get('/api/v1/invoices/', () => HttpResponse.json(listOf([]))));
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByText('There are no invoices to show')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Issue 44: an icon that fits the list; no filter to clear.
    expect(emptyStateIcon('There are no invoices to show')).toBe('invoices');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows a warning with a retry when the list fails (invoices_error_fetching)', async () => {
    server.use(http.get('/api/v1/invoices/', () => HttpResponse.json({}, { status: 404 })));
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching invoices');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toHaveTextContent('F-PENDING');
  });

  it('refreshes the list', async () => {
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table');
    expect(requests).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('pages with the §9 choices (5, 10, 12, 25, 50, 100, 150) and keeps page and size in the address', async () => {
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        recordListCall(new URL(request.url));
        return HttpResponse.json(listOf(electricity, 250));
      }),
    );
    const { user, router } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table');
    // Pagination at top and bottom.
    const sizes = await screen.findAllByLabelText('Rows per page');
    expect(sizes).toHaveLength(2);
    expect(
      within(sizes[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '12', '25', '50', '100', '150']);
    await user.click(screen.getAllByRole('button', { name: /next page/i })[0]!);
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('offset')).toBe('100'));
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions((await screen.findAllByLabelText('Rows per page'))[0]!, '12');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('limit')).toBe('12'));
    expect(requests.at(-1)?.searchParams.get('offset')).toBe('0');
    expect(router.state.location.search).toBe('?size=12');
  });

  // customer-area §2: pagination "appears only when the total exceeds the default page size" (100 here), not the size
  // picked: with 150 rows a page, 120 invoices still show the choice of size, the way back to 100.
  it('keeps the size choice when a size above the default holds every invoice', async () => {
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        recordListCall(new URL(request.url));
        return HttpResponse.json(listOf(electricity, 120));
      }),
    );
    renderWithProviders(<InvoicesPage />, { route: '/invoices?size=150' });
    await screen.findByRole('table');
    const sizes = await screen.findAllByLabelText('Rows per page');
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toHaveValue('150');
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('offers the first page when the address names a page past the end', async () => {
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        recordListCall(new URL(request.url));
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return HttpResponse.json(listOf(offset === 0 ? electricity : [], 3));
      }),
    );
    const { user, router } = renderWithProviders(<InvoicesPage />, { route: '/invoices?page=9' });
    expect(await screen.findByText('This page has no invoices')).toBeInTheDocument();
    expect(emptyStateIcon('This page has no invoices')).toBe('invoices');
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('table')).toHaveTextContent('F-PENDING');
    expect(router.state.location.search).toBe('');
  });

  it('uses the brand page size (§9 "itemsPerPage overrides")', async () => {
    settingsStore.getState().setPrivate({ 'invoices.itemsPerPage': 25 });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('table');
    expect(requests[0]?.searchParams.get('limit')).toBe('25');
  });

  it('the contract invoices route pre-filters by its contract, without tabs', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'] });
    renderWithProviders(<InvoicesPage />, {
      route: '/contracts/electricity/0010001/invoices',
      path: '/contracts/:contractType/:contractName/invoices',
    });
    expect(await screen.findByRole('table', { name: 'Invoices of contract 0010001' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Invoice types' })).not.toBeInTheDocument();
    expect(requests[0]?.pathname).toBe('/api/v1/invoices/');
    expect(filterOf(requests[0])).toEqual([['contract.name', '=', '0010001']]);
  });

  it('the gas contract invoices route lists that gas contract on v2', async () => {
    renderWithProviders(<InvoicesPage />, {
      route: '/contracts-gas/0020001/invoices-gas',
      path: '/contracts-gas/:contractName/invoices-gas',
    });
    expect(await screen.findByRole('table', { name: 'Invoices of contract 0020001' })).toHaveTextContent(
      'G-UNPAID',
    );
    expect(requests[0]?.pathname).toBe('/api/v2/invoices/');
    expect(filterOf(requests[0])).toEqual([['contract.name', '=', '0020001']]);
  });

  it('the multipoint route lists multipoint invoices, without tabs', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'multipoint'] });
    renderWithProviders(<InvoicesPage />, { route: '/invoices-multipoint' });
    expect(await screen.findByRole('table', { name: 'Multipoint invoices' })).toHaveTextContent('MP20260001');
    expect(screen.queryByRole('navigation', { name: 'Invoice types' })).not.toBeInTheDocument();
  });

  it('gives the multipoint list its chart and a history dialog per invoice (§2 "Invoices"; issue 43 item 4)', async () => {
    chartTypes.length = 0;
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'multipoint'] });
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices-multipoint' });
    await screen.findByRole('table', { name: 'Multipoint invoices' });
    expect(
      await screen.findByRole('slider', {
        name: /Bar chart of the amount of the multipoint invoices per month and invoice address/,
      }),
    ).toBeInTheDocument();
    expect(chartTypes).toEqual(['multipoint']);
    await user.click(screen.getByRole('button', { name: 'Energy' }));
    expect(screen.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'History of invoice MP20260001' }));
    const dialog = await findDialog('History of invoice MP20260001');
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateState',
      '05/10/2026Emitida',
      '06/10/2026Remesada, pendiente de cargo en cuenta',
    ]);
  });

  it('a 401 on the multipoint list triggers the logout request (§7 "For multipoint invoices a 401 on listing triggers logout")', async () => {
    const logout = jest.fn();
    bus.on('auth:logout-requested', logout);
    server.use(
      http.get('/api/v2/invoices_multipoint/', () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    renderWithProviders(<InvoicesPage />, { route: '/invoices-multipoint' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching invoices');
    expect(logout).toHaveBeenCalledWith({ reason: 'expired' });
    bus.off('auth:logout-requested', logout);
  });

  it("speaks the customer's language: es-ES labels, dates and euros", async () => {
    await activateLocale('es-ES');
    renderWithProviders(<InvoicesPage />, { route: '/facturas' });
    const table = await screen.findByRole('table', { name: 'Facturas de electricidad' });
    expect(within(table).getByText('Pendiente (domiciliada)')).toBeInTheDocument();
    expect(within(table).getByText('Pago parcial')).toBeInTheDocument();
    expect(within(table).getByText('Devuelta')).toBeInTheDocument();
    expect(table).toHaveTextContent('05/10/2026');
    expect(table).toHaveTextContent('80,00 €');
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
  });
});
