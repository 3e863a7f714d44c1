import type { DownloadType, Invoice } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  emptyStateIcon,
  enterDate,
  findDialog,
  recordDownloads,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  chartHandler,
  chartOf,
  invoiceListHandlers,
  listHandler,
  listOf,
  testInvoice,
} from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';
import { listParts } from './list-parts';

let requests: URL[] = [];
/** Records the list's calls (the chart has its own, `invoices/chart/`). */
const recordListCall = (url: URL) => requests.push(url);
const server = setupTestServer(
  ...invoiceListHandlers(
    {
      electricity: [testInvoice({ id: 1, number: 'F-ONE' })],
      gas: [testInvoice({ id: 7, number: 'G-ONE', type: 'gas' })],
    },
    recordListCall,
  ),
  chartHandler([testInvoice({ id: 1 })]),
);

const pdf = (name: string) =>
  HttpResponse.arrayBuffer(new Uint8Array([37, 80, 68, 70]).buffer, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

// The rows, the chart and the panel are in, as after a list's first screen: an address with a date filter then renders
// at once (its wait for them: exposes/invoices-page-date-link.test.tsx).
beforeAll(() => listParts.load());

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  resetPortalState();
  requests = [];
  clicked = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

function setDownloadTypes(downloadTypes: DownloadType[]) {
  settingsStore.getState().setPrivate({ downloadTypes });
}

describe('invoice downloads (customer-area §6 downloadTypes, §7 invoices/{id}/{type}/)', () => {
  it('offers one download per configured type; signed_xml has no call and is never shown', async () => {
    setDownloadTypes(['pdf', 'signed_pdf', 'curve', 'signed_xml']);
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(
      within(row)
        .getAllByRole('button', { name: /^Download/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Download PDF of invoice F-ONE',
      'Download Signed PDF of invoice F-ONE',
      'Download Curve (CSV) of invoice F-ONE',
    ]);
  });

  it('downloads an electricity invoice on v1, showing its status while it runs', async () => {
    setDownloadTypes(['pdf']);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v1/invoices/1/pdf/', async () => {
        await answered;
        return pdf('factura-F-ONE.pdf');
      }),
    );
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const button = await screen.findByRole('button', { name: 'Download PDF of invoice F-ONE' });
    await user.click(button);
    expect(await screen.findByText('Downloading PDF…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('factura-F-ONE.pdf');
    await waitFor(() => expect(screen.queryByText('Downloading PDF…')).not.toBeInTheDocument());
    expect(button).toBeEnabled();
  });

  it('downloads a gas invoice on v2 and a multipoint one from invoices_multipoint (v2), in a new tab when configured', async () => {
    settingsStore.getState().setPrivate({
      downloadTypes: ['pdf'],
      displayTypes: ['gas', 'multipoint'],
      'invoices.downloadInNewTab': true,
    });
    server.use(
      http.get('/api/v2/invoices/7/pdf/', () => pdf('gas.pdf')),
      http.get('/api/v2/invoices_multipoint/501/pdf/', () => pdf('multipoint.pdf')),
    );
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of invoice G-ONE' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.target).toBe('_blank');

    await user.click(screen.getByRole('link', { name: 'Multipoint' }));
    await user.click(await screen.findByRole('button', { name: 'Download PDF of invoice MP20260001' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
  });

  it('says a curve is not available (404 curve_not_available) and that a failed download can be retried', async () => {
    setDownloadTypes(['pdf', 'curve']);
    server.use(
      http.get('/api/v1/invoices/1/curve_csv/', () =>
        HttpResponse.json({ message: 'curve_not_available' }, { status: 404 }),
      ),
      http.get('/api/v1/invoices/1/pdf/', () => HttpResponse.json({ message: 'boom' }, { status: 400 })),
    );
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Download Curve (CSV) of invoice F-ONE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Curve (CSV): not available for this invoice.',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF of invoice F-ONE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF: the download failed. Please try again.');
    expect(clicked).toHaveLength(0);
  });
});

/** F-ONE, unpaid, with two payment state changes named so (5 and 20 October 2026). */
function fOne(first: string, second: string): Invoice {
  return testInvoice({
    id: 1,
    number: 'F-ONE',
    paid: 'unpaid',
    pending_state_history: [
      { change_date: '2026-10-05', pending_state: { ov_description: first } },
      { change_date: '2026-10-20', pending_state: { ov_description: second } },
    ],
  });
}

/**
 * The history dialogs' setup: F-ONE, unpaid with two payment state changes (and `others` after it), on the electricity
 * list; the list is shown and F-ONE's history opened.
 */
async function openHistoryOfFOne(...others: Invoice[]) {
  server.use(listHandler('/api/v1/invoices/', [fOne('Pending payment', 'Returned by the bank'), ...others]));
  const { user, queryClient } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
  await user.click(await screen.findByRole('button', { name: 'History of invoice F-ONE' }));
  const dialog = await findDialog('History of invoice F-ONE');
  return { user, dialog, queryClient };
}

describe('invoice history (customer-area §2 "a table with a history dialog per invoice")', () => {
  it('shows the pending state changes of an invoice in a dialog', async () => {
    const { user, dialog } = await openHistoryOfFOne(testInvoice({ id: 2, number: 'F-TWO' }));
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('05/10/2026Pending payment');
    expect(rows[2]).toHaveTextContent('20/10/2026Returned by the bank');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'History of invoice F-TWO' }));
    expect(await findDialog('History of invoice F-TWO')).toHaveTextContent(
      'This invoice has no payment state changes.',
    );
  });

  // A switch of language asks the list again (the shell's locale refetch): an open history showed the names of the
  // moment it was opened ("Issued" on a Spanish page) until opened again.
  it('follows the list when it is asked again: the history shows the new answer', async () => {
    const { dialog, queryClient } = await openHistoryOfFOne();
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('05/10/2026Pending payment');
    server.use(listHandler('/api/v1/invoices/', [fOne('Pendiente de pago', 'Devuelta por el banco')]));
    await act(() => queryClient.invalidateQueries());
    await waitFor(() =>
      expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('05/10/2026Pendiente de pago'),
    );
  });
});

describe('the history dialog on a phone (issue 44: no table behind a sideways scroll)', () => {
  it('shows a card per state change: its date, then the state labelled', async () => {
    atViewportWidth(390);
    const { dialog } = await openHistoryOfFOne();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(within(dialog).getByRole('list', { name: 'History of invoice F-ONE' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      '05/10/2026StatePending payment',
      '20/10/2026StateReturned by the bank',
    ]);
  });
});

describe('invoice filters (customer-area §5 "Filters", §9 operators)', () => {
  it('strips the amount input, sends the chosen operator and keeps the filters in the address', async () => {
    const { user, router } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table');
    // The panel is closed while no filter applies (the list stays near the top at phone width).
    expect(screen.queryByLabelText('Amount (€)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    const amount = screen.getByLabelText('Amount (€)');
    await user.type(amount, '1a2,5€');
    expect(amount).toHaveValue('12,5');
    await user.selectOptions(screen.getByLabelText('Amount comparison'), '>=');
    await user.type(screen.getByLabelText('Invoice number'), 'F-O');
    await enterDate(user, 'Date from', '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(JSON.parse(requests.at(-1)?.searchParams.get('filter') ?? '[]')).toEqual([
        ['number', 'like', 'F-O'],
        ['date', '>=', '2026-01-01'],
        ['amount_total', '>=', 12.5],
      ]),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      number: 'F-O',
      from: '2026-01-01',
      amountOp: '>=',
      amount: '12,5',
    });
  });

  it('says when the dates are the wrong way round, and applies nothing until they are mended', async () => {
    const { user, router } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await enterDate(user, 'Date from', '2026-06-01');
    await enterDate(user, 'Date to', '2026-01-01');
    const to = screen.getByRole('group', { name: 'Date to' });
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
    const asked = requests.length;
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    // The end date's first part (its day) takes the focus.
    expect(within(to).getAllByRole('spinbutton')[0]).toHaveFocus();
    expect(requests).toHaveLength(asked);
    expect(router.state.location.search).toBe('');
    await enterDate(user, 'Date to', '2026-07-01');
    expect(to).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        from: '2026-06-01',
        to: '2026-07-01',
      }),
    );
  });

  it('filters by a value of filter/params (contracts, cups, addresses, vats), kept in the address', async () => {
    const { user, router } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const contract = await screen.findByLabelText('Contract');
    expect(
      within(contract)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '0010001', '0010003']);
    await user.selectOptions(contract, '0010003');
    await user.selectOptions(screen.getByLabelText('Supply address'), 'Calle Mayor 3, Madrid');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(JSON.parse(requests.at(-1)?.searchParams.get('filter') ?? '[]')).toEqual([
        ['contract.name', '=', '0010003'],
        ['cups.full_address', '=', 'Calle Mayor 3, Madrid'],
      ]),
    );
    expect(router.state.location.search).toBe('?contract=0010003&address=Calle+Mayor+3%2C+Madrid');
    expect(screen.getByLabelText('CUPS')).toHaveValue('');
    expect(screen.getByLabelText('Tax ID')).toHaveValue('');
  });

  it("offers each tab its own kind's values: no gas contract under electricity, and the other way round", async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'] });
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(options('Contract')).toEqual(['All', '0010001', '0010003']));
    expect(options('Supply address')).toEqual(['All', 'Calle Mayor 1, Madrid', 'Calle Mayor 3, Madrid']);

    await user.click(screen.getByRole('link', { name: 'Gas' }));
    await screen.findByRole('button', { name: 'Download PDF of invoice G-ONE' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(options('Contract')).toEqual(['All', '0020001']));
    expect(options('CUPS')).toEqual(['All', 'ES0217000000000003CC']);
  });

  it('offers no value filters on the multipoint list (its API has none of those fields)', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['multipoint'] });
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table', { name: 'Multipoint invoices' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Invoice number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Contract')).not.toBeInTheDocument();
  });

  it('Enter in a field applies the filters', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Invoice number'), 'F-O{Enter}');
    await waitFor(() =>
      expect(JSON.parse(requests.at(-1)?.searchParams.get('filter') ?? '[]')).toEqual([
        ['number', 'like', 'F-O'],
      ]),
    );
  });

  it('a reload keeps the filters: the address fills the panel and the first call', async () => {
    renderWithProviders(<InvoicesView />, { route: '/invoices?to=2026-06-30&amount=40&amountOp=%3C&page=2' });
    await screen.findByRole('table');
    expect(JSON.parse(requests[0]?.searchParams.get('filter') ?? '[]')).toEqual([
      ['date', '<=', '2026-06-30'],
      ['amount_total', '<', 40],
    ]);
    expect(requests[0]?.searchParams.get('offset')).toBe('100');
    // Open with its filters, the button counting them (the amount and its operator are one).
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    // Shown DD/MM/YYYY (customer-area §9).
    expect(await screen.findByRole('group', { name: 'Date to' })).toHaveTextContent('30/06/2026');
    expect(screen.getByLabelText('Amount (€)')).toHaveValue('40');
    expect(screen.getByLabelText('Amount comparison')).toHaveValue('<');
  });

  it('ignores an invalid date in the address and clears the filters', async () => {
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        recordListCall(new URL(request.url));
        return HttpResponse.json(listOf([]));
      }),
    );
    const { user, router } = renderWithProviders(<InvoicesView />, {
      route: '/invoices?from=2026-02-31&number=ZZZ',
    });
    expect(await screen.findByText('No invoice matches the filters.')).toBeInTheDocument();
    // Issue 44: "Clear the filters" when a filter empties the list, under a picture of the filter.
    expect(emptyStateIcon('There are no invoices to show')).toBe('filter');
    expect(JSON.parse(requests[0]?.searchParams.get('filter') ?? '[]')).toEqual([['number', 'like', 'ZZZ']]);
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requests.at(-1)?.searchParams.has('filter')).toBe(false));
  });
});

describe('the chart starts beside the list (issue 9 budget: list and chart within 1.5 s of a cold navigation)', () => {
  it("asks for the chart's sums while the list's own call is still on its way", async () => {
    const calls: string[] = [];
    let answerList: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => {
      answerList = resolve;
    });
    server.use(
      http.get('/api/v1/invoices/', async () => {
        calls.push('list');
        await listAnswered;
        return HttpResponse.json(listOf([testInvoice({ id: 1, number: 'F-ONE' })]));
      }),
      http.get('/api/v2/invoices/chart/', () => {
        calls.push('chart');
        return HttpResponse.json(chartOf([testInvoice({ id: 1, number: 'F-ONE' })]));
      }),
    );
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['list', 'chart'])));
    expect(screen.getByText('Loading the invoices…')).toBeInTheDocument();
    // The chart's place is kept above the list meanwhile (no layout shift when both arrive).
    expect(screen.getByText('Loading the chart…')).toBeInTheDocument();

    answerList();
    expect(await screen.findByText('F-ONE')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'chart')).toHaveLength(1);
  });
});

describe('a long page (customer-area §9: page sizes up to 150)', () => {
  // Issue 47 item 3: "no screen renders more rows than it shows".
  it('counts every invoice of the page, renders those on screen and each one it is scrolled to', async () => {
    const many = Array.from({ length: 45 }, (_, i) => testInvoice({ id: i + 1, number: `F-${i + 1}` }));
    server.use(http.get('/api/v1/invoices/', () => HttpResponse.json(listOf(many))));
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Electricity invoices' });
    expect(table).toHaveAttribute('aria-rowcount', String(1 + 45));
    // The rows on screen render in an update after the one that placed the table (shared long-list.tsx).
    expect(await within(table).findByRole('cell', { name: 'F-1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeLessThan(1 + 30);
    try {
      await waitFor(() => {
        Object.defineProperty(window, 'scrollY', { value: 45 * 64, configurable: true });
        fireEvent.scroll(window);
        expect(within(table).getByRole('cell', { name: 'F-45' })).toBeInTheDocument();
      });
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    expect(within(table).getByRole('cell', { name: 'F-45' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      String(1 + 45),
    );
  });
});
