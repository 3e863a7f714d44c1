import type { ContractListItem } from '@portal/shared/api-types';
import { authStore, setPendingContractAction } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { provideRoutePrefetcher } from '@portal/shared/routes';
import { settingsStore } from '@portal/shared/settings';
import {
  atViewportWidth,
  createTestQueryClient,
  createTestToken,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractItem, contractListHandler, failList, type ListCall } from '../testing/contracts';
import ContractsPage from './contracts-page';

const electricity: ContractListItem[] = Array.from({ length: 150 }, (_, i) => contractItem(i + 1));
const gas: ContractListItem[] = [
  contractItem(151, { name: '0040151', kind: 'gas', tariff: { name: 'RL.2' }, contracted_power_period: [] }),
];
let calls: ListCall[] = [];
const server = setupTestServer();
/** customer-area §9: "contract search debounce 1500 ms". */
const SEARCH_PAUSE_MS = 1500;
// The longer journeys (paging, the gas list's pages) need more than jest's 5 s on a loaded 2-core machine.
jest.setTimeout(15_000);

function renderPage(route = '/contracts/electricity') {
  return renderWithProviders(<ContractsPage />, {
    route,
    path: '/contracts/:contractType',
    routes: [{ path: '*', element: <p>elsewhere</p> }],
  });
}
function displayTypes(types: ('electricity' | 'gas' | 'multipoint')[]) {
  settingsStore.getState().setPrivate({ displayTypes: types });
}
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: 'B12345674' }));
  calls = [];
  server.use(contractListHandler({ electricity, gas }, calls));
});
afterEach(() => jest.useRealTimers());

describe('ContractsPage', () => {
  it('asks for the list once, for the place in the address: the prefetch beside the catalogues is what the list reads', async () => {
    // The portal's cache keeps an answer fresh for 30 s: what was prefetched is read, not asked for again.
    const queryClient = createTestQueryClient({ staleTime: 30_000 });
    renderWithProviders(<ContractsPage />, {
      route: '/contracts/electricity?page=3&size=25',
      path: '/contracts/:contractType',
      queryClient,
    });
    expect(await screen.findByText('150 contracts')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('0030051')).toBeInTheDocument();
    expect(calls).toEqual([{ offset: 50, limit: 25, filter: null, type: null }]);
  });

  it('shows the first page of the contracts after a loading state, with invoices and detail per row', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contracts…');
    expect(await screen.findByText('150 contracts')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(calls[0]).toEqual({ offset: 0, limit: 10, filter: null, type: null });
    const first = rows()[0]!;
    expect(within(first).getByText('0030001')).toBeInTheDocument();
    expect(within(first).getByText('Calle Mayor 1, Madrid')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Invoices of contract 0030001' })).toHaveAttribute(
      'href',
      '/contracts/electricity/0030001/invoices',
    );
    expect(within(first).getByRole('link', { name: 'Detail of contract 0030001' })).toHaveAttribute(
      'href',
      '/contracts/electricity/0030001',
    );
  });

  it('on a phone each contract is a card with its state, CUPS and actions, nothing beside the screen (issue 44 item 1)', async () => {
    atViewportWidth(390);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your contracts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: '0030001' })).toHaveAttribute(
      'href',
      '/contracts/electricity/0030001',
    );
    const labelled = within(first)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(labelled).toEqual(
      expect.arrayContaining([
        ['Supply address', 'Calle Mayor 1, Madrid'],
        ['State', 'Active'],
      ]),
    );
    expect(labelled.map(([term]) => term)).toContain('CUPS');
    expect(within(first).getByRole('link', { name: 'Detail of contract 0030001' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Invoices of contract 0030001' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("makes the contract number the row's link to its detail, beside the buttons (issue 43 item 11)", async () => {
    displayTypes(['electricity', 'gas']);
    const { user, router } = renderPage();
    await screen.findByText('150 contracts');
    const first = rows()[0]!;
    expect(within(first).getByRole('link', { name: '0030001' })).toHaveAttribute(
      'href',
      '/contracts/electricity/0030001',
    );
    expect(within(first).getByRole('link', { name: 'Detail of contract 0030001' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Contract types' })).getByRole('link', { name: 'Gas' }),
    );
    expect(await screen.findByRole('link', { name: '0040151' })).toHaveAttribute(
      'href',
      '/contracts-gas/0040151',
    );
    await user.click(screen.getByRole('link', { name: '0040151' }));
    expect(router.state.location.pathname).toBe('/contracts-gas/0040151');
  });

  // Issue 47 item 2: "consumption through a contract … paints that page's heading within 300 ms … (its code fetched
  // on intent, for example when the entry is hovered, focused or likely next)"; a remote reaches the shell's loading
  // through @portal/shared (provideRoutePrefetcher), never the shell itself.
  it('starts loading a contract’s page (and its invoices’) when its link is hovered or focused (issue 47 item 2)', async () => {
    const prefetched = jest.fn<void, [string]>();
    provideRoutePrefetcher(prefetched);
    try {
      renderPage();
      await screen.findByText('150 contracts');
      expect(prefetched).not.toHaveBeenCalled();
      const first = rows()[0]!;
      fireEvent.pointerEnter(within(first).getByRole('link', { name: '0030001' }));
      fireEvent.focus(within(first).getByRole('link', { name: 'Detail of contract 0030001' }));
      fireEvent.pointerEnter(within(first).getByRole('link', { name: 'Invoices of contract 0030001' }));
      expect(prefetched.mock.calls).toEqual([
        ['/contracts/electricity/0030001'],
        ['/contracts/electricity/0030001'],
        ['/contracts/electricity/0030001/invoices'],
      ]);
    } finally {
      provideRoutePrefetcher(undefined);
    }
  });

  it('shows the state label and the debt (customer-area §4 "A debt above 0 shows the debt amount in euros")', async () => {
    server.use(
      contractListHandler({
        electricity: [
          contractItem(1, { state: 'esborrany', sign_date: null }),
          contractItem(2, { state: 'baixa', amount_debt: 42.17 }),
        ],
        gas: [],
      }),
    );
    renderPage();
    expect(await screen.findByText('Signature pending')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Debt: €42.17')).toBeInTheDocument();
  });

  it('has no type tabs when only one type is displayed', async () => {
    renderPage();
    await screen.findByText('150 contracts');
    expect(screen.queryByRole('navigation', { name: 'Contract types' })).not.toBeInTheDocument();
  });

  it('"Tabs for electricity and gas, only when more than one contract type is displayed; the address carries contractType"', async () => {
    displayTypes(['electricity', 'gas']);
    const { user, router } = renderPage();
    const tabs = await screen.findByRole('navigation', { name: 'Contract types' });
    expect(within(tabs).getByRole('link', { name: 'Electricity' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('150 contracts');
    await user.click(within(tabs).getByRole('link', { name: 'Gas' }));
    expect(router.state.location.pathname).toBe('/contracts/gas');
    expect(await screen.findByText('1 contract')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ type: 'gas' });
    expect(screen.getByRole('link', { name: 'Detail of contract 0040151' })).toHaveAttribute(
      'href',
      '/contracts-gas/0040151',
    );
    expect(screen.getByRole('link', { name: 'Invoices of contract 0040151' })).toHaveAttribute(
      'href',
      '/contracts-gas/0040151/invoices-gas',
    );
  });

  it('a type the brand does not display opens the first displayed one', async () => {
    const { router } = renderPage('/contracts/gas');
    await screen.findByText('150 contracts');
    expect(router.state.location.pathname).toBe('/contracts/electricity');
    expect(calls.every((call) => call.type === null)).toBe(true);
  });

  it('pages with the items-per-page choice, keeping the place in the address', async () => {
    const { user, router } = renderPage();
    await screen.findByText('150 contracts');
    // The pagination is a lazily loaded part of the kit.
    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 5000 }));
    await waitFor(() => expect(within(rows()[0]!).getByText('0030011')).toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ offset: 10, limit: 10 });
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ offset: 0, limit: 25 });
    expect(router.state.location.search).toBe('?size=25');
  });

  it('"Pagination with an items-per-page choice appears only when the total exceeds the default page size"', async () => {
    server.use(
      contractListHandler({
        electricity: Array.from({ length: 10 }, (_, i) => contractItem(i + 1)),
        gas: [],
      }),
    );
    renderPage();
    await screen.findByText('10 contracts');
    expect(rows()).toHaveLength(10);
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('"… appears only when the total exceeds the default page size": the default, so a larger size picked can be undone', async () => {
    server.use(
      contractListHandler({
        electricity: Array.from({ length: 30 }, (_, i) => contractItem(i + 1)),
        gas: [],
      }),
    );
    const { user, router } = renderPage();
    await screen.findByText('30 contracts');
    await user.selectOptions(await screen.findByLabelText('Rows per page', {}, { timeout: 5000 }), '50');
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(router.state.location.search).toBe('?size=50');
    // Everything on one page: no page buttons, but the choice of size stays, with where the rows are.
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
    expect(screen.getByText('1–30 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('keeps the pagination when a size below the default leaves a second page of a total under the default', async () => {
    server.use(
      contractListHandler({
        electricity: Array.from({ length: 8 }, (_, i) => contractItem(i + 1)),
        gas: [],
      }),
    );
    const { user } = renderPage('/contracts/electricity?size=5');
    await screen.findByText('8 contracts');
    expect(rows()).toHaveLength(5);
    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 5000 }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('has no new-contract button when no contracting flow is enabled', async () => {
    renderPage();
    await screen.findByText('150 contracts');
    expect(screen.queryByRole('link', { name: 'New contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New contract' })).not.toBeInTheDocument();
  });

  it('"a button to start a new contract": a link to the one enabled flow', async () => {
    settingsStore.getState().setPrivate({ 'contractation.electricity.enabled': true });
    renderPage();
    expect(await screen.findByRole('link', { name: 'New contract' })).toHaveAttribute(
      'href',
      '/new-electricity-customer',
    );
  });

  it('"(electricity, gas or dual menu)": a menu when several flows are enabled', async () => {
    settingsStore.getState().setPrivate({
      'contractation.electricity.enabled': true,
      'contractation.gas.enabled': true,
      'contractation.dual.enabled': true,
    });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New contract' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Electricity', 'Gas', 'Electricity and gas']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Electricity and gas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-dual-customer'));
  });

  // Decision 009: the menu's code loads when the button is pressed; the button works by keyboard.
  it('opens the new-contract menu by keyboard, and Escape gives the focus back to its button', async () => {
    settingsStore.getState().setPrivate({
      'contractation.electricity.enabled': true,
      'contractation.gas.enabled': true,
    });
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'New contract' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Electricity', 'Gas']);
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New contract' })).toHaveFocus();
  });

  it("the default page size is the brand's contracts.itemsPerPage", async () => {
    settingsStore.getState().setPrivate({ 'contracts.itemsPerPage': 20 });
    renderPage();
    await screen.findByText('150 contracts');
    expect(rows()).toHaveLength(20);
    expect(calls[0]).toMatchObject({ limit: 20 });
  });

  it('with 5,000 contracts renders only the page it shows: its rows and a bounded pager (issue 47 item 3)', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => contractItem(i + 1, { name: String(7_000_001 + i) }));
    server.use(contractListHandler({ electricity: many, gas: [] }, calls));
    const { container } = renderPage('/contracts/electricity?page=250');
    expect(await screen.findByText('5,000 contracts')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ offset: 2490, limit: 10, filter: null, type: null });
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getByText('7002491')).toBeInTheDocument();
    // Nothing else in the document stands for the other 4,990: no hidden rows, list items or page buttons.
    expect(container.querySelectorAll('tr, li, [role="row"], [role="listitem"]').length).toBeLessThan(40);
    expect(container.querySelectorAll('button, a').length).toBeLessThan(80);
  });

  it('searches on the server after a 1500 ms pause (customer-area §9), from the first page', async () => {
    const { router } = renderPage('/contracts/electricity?page=3');
    await screen.findByText('150 contracts');
    // The pause is counted on jest's clock, so the test waits for no real 1.5 s and each keystroke is at once.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('Search contracts'), 'Calle Mayor 14');
    // Typing is not searching: nothing is asked until the pause.
    expect(calls.some((call) => call.filter !== null)).toBe(false);
    await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    expect(calls.some((call) => call.filter !== null)).toBe(false);
    expect(router.state.location.search).toBe('?page=3');
    await act(async () => jest.advanceTimersByTime(1));
    // The pause is over: the search is in the address at once, and the list asks for it.
    expect(router.state.location.search).toBe('?q=Calle+Mayor+14');
    expect(await screen.findByText('11 contracts')).toBeInTheDocument();
    expect(calls.filter((call) => call.filter !== null)).toEqual([
      { offset: 0, limit: 10, filter: 'Calle Mayor 14', type: null },
    ]);
    expect(router.state.location.search).toBe('?q=Calle+Mayor+14');
  });

  it('reads the search from the address, and says when nothing matches', async () => {
    renderPage('/contracts/electricity?q=Sevilla');
    expect(await screen.findByText('No contract matches "Sevilla".')).toBeInTheDocument();
    expect(emptyStateIcon('No contract matches "Sevilla".')).toBe('search');
    expect(screen.getByLabelText('Search contracts')).toHaveValue('Sevilla');
    expect(calls[0]).toMatchObject({ filter: 'Sevilla' });
  });

  // Issue 44 item 3: "empty states with an icon and the next action".
  it('offers to clear a search that found nothing: every contract again', async () => {
    const { user, router } = renderPage('/contracts/electricity?q=Sevilla');
    await screen.findByText('No contract matches "Sevilla".');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('150 contracts')).toBeInTheDocument();
    expect(screen.getByLabelText('Search contracts')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('refreshes the list on demand', async () => {
    const { user } = renderPage();
    await screen.findByText('150 contracts');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(calls.at(-1)).toEqual(calls[0]);
  });

  it('says when the customer has no contracts', async () => {
    server.use(contractListHandler({ electricity: [], gas: [] }));
    renderPage();
    expect(await screen.findByText('There are no contracts to show.')).toBeInTheDocument();
    expect(emptyStateIcon('There are no contracts to show.')).toBe('contracts');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // No contracting flow enabled: no next step to offer.
    expect(screen.queryByRole('link', { name: 'Contract a supply' })).not.toBeInTheDocument();
  });

  // Issue 44: "empty states with an icon and the next action" ("Contract a supply" where there are no contracts).
  it('with no contracts, offers to contract a supply of the list’s kind', async () => {
    settingsStore.getState().setPrivate({
      'contractation.electricity.enabled': true,
      'contractation.gas.enabled': true,
      displayTypes: ['electricity', 'gas'],
    });
    server.use(contractListHandler({ electricity: [], gas: [] }));
    const { unmount } = renderPage();
    await screen.findByText('There are no contracts to show.');
    expect(screen.getByRole('link', { name: 'Contract a supply' })).toHaveAttribute(
      'href',
      '/new-electricity-customer',
    );
    unmount();
    renderPage('/contracts/gas');
    await screen.findByText('There are no contracts to show.');
    expect(screen.getByRole('link', { name: 'Contract a supply' })).toHaveAttribute(
      'href',
      '/new-gas-customer',
    );
  });

  it('"Contract list failure other than 401 gives an empty list", which can be asked again', async () => {
    server.use(...failList(404, 'not_found'));
    const { user } = renderPage();
    expect(await screen.findByText('There are no contracts to show.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    server.use(contractListHandler({ electricity, gas }, calls));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('150 contracts')).toBeInTheDocument();
  });

  it('a 401 is not an empty list: it says the contracts could not be loaded', async () => {
    server.use(...failList(401, 'token_expired'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The contracts could not be loaded.');
  });

  it('"While a redirect action is pending a single select button replaces them"', async () => {
    setPendingContractAction({ action: 'powChange' });
    const events: PortalEvents['contract:redirect-action'][] = [];
    const listener = (event: PortalEvents['contract:redirect-action']) => events.push(event);
    bus.on('contract:redirect-action', listener);
    const { user, router } = renderPage();
    await screen.findByText('150 contracts');
    expect(screen.getByText('Choose the contract to continue.')).toBeInTheDocument();
    const second = rows()[1]!;
    expect(within(second).getAllByRole('button')).toHaveLength(1);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Select contract 0030002' }));
    expect(router.state.location.pathname).toBe('/contracts/electricity/0030002');
    expect(events).toEqual([{ contractName: '0030002', action: 'powChange' }]);
    bus.off('contract:redirect-action', listener);
  });

  // customer-area §2 home tile: a contract whose detail would not take the action (a gas contract has no power change
  // or SIPS opt-out) is not offered for it; the bank account, under the gas setting.
  it.each([
    { action: 'powChange', gasSelectable: false },
    { action: 'noCesionSips', gasSelectable: false },
    { action: 'notifAddrChange', gasSelectable: true },
    { action: 'download', gasSelectable: true },
  ] as const)(
    'a pending $action offers a gas contract: $gasSelectable',
    async ({ action, gasSelectable }) => {
      displayTypes(['electricity', 'gas']);
      setPendingContractAction({ action });
      renderPage('/contracts/gas');
      await screen.findByText('1 contract');
      const row = rows()[0]!;
      if (gasSelectable) {
        expect(within(row).getByRole('button', { name: 'Select contract 0040151' })).toBeInTheDocument();
      } else {
        expect(within(row).queryByRole('button')).not.toBeInTheDocument();
        expect(within(row).getByText('Not available for this contract')).toBeInTheDocument();
      }
    },
  );

  it('a pending bank account change offers a gas contract only where the brand changes it (ibanGasChange)', async () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'], ibanGasChange: false });
    setPendingContractAction({ action: 'ibanChange' });
    renderPage('/contracts/gas');
    await screen.findByText('1 contract');
    const row = rows()[0]!;
    expect(within(row).getByText('Not available for this contract')).toBeInTheDocument();
  });

  it('a pending consumption action opens the contract at its consumption section', async () => {
    setPendingContractAction({ action: 'consumption' });
    const { user, router } = renderPage();
    await screen.findByText('150 contracts');
    await user.click(screen.getByRole('button', { name: 'Select contract 0030001' }));
    expect(router.state.location.pathname).toBe('/contracts/electricity/0030001');
    expect(router.state.location.hash).toBe('#consumption');
  });

  describe('the gas list', () => {
    const manyGas: ContractListItem[] = Array.from({ length: 105 }, (_, i) =>
      contractItem(1000 + i, {
        name: `004${String(i + 1).padStart(4, '0')}`,
        kind: 'gas',
        tariff: { name: 'RL.3' },
        contracted_power_period: [],
      }),
    );
    beforeEach(() => {
      displayTypes(['electricity', 'gas']);
      server.use(contractListHandler({ electricity, gas: manyGas }, calls));
    });

    it('"The gas list has … previous/next paging", fetching 100 at a time (§9 "The gas list fetch limit defaults to 100")', async () => {
      // The last page first (five rows), then the previous one (a hundred): rendering rows is what takes time here.
      const { user, router } = renderPage('/contracts/gas?offset=100');
      expect(await screen.findByText('105 contracts', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(calls[0]).toEqual({ offset: 100, limit: 100, filter: null, type: 'gas' });
      expect(rows()).toHaveLength(5);
      expect(within(rows()[0]!).getByText('0040101')).toBeInTheDocument();
      const pages = screen.getByRole('navigation', { name: 'Pages of the gas contracts' });
      expect(within(pages).getByText('Contracts 101–105 of 105')).toBeInTheDocument();
      // No numbered pages nor page size on the gas list.
      expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
      expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

      await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(within(pages).getByText('Contracts 1–100 of 105')).toBeInTheDocument(), {
        timeout: 20_000,
      });
      expect(calls.at(-1)).toEqual({ offset: 0, limit: 100, filter: null, type: 'gas' });
      // A hundred rows: counted by the table, rendered as they come on screen (issue 47 item 3).
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(1 + 100));
      expect(rows().length).toBeLessThan(100);
      expect(router.state.location.search).toBe('');
      expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(within(pages).getByRole('button', { name: 'Next page' })).toBeEnabled();
    }, 60_000);

    it('has no paging when every gas contract fits', async () => {
      server.use(contractListHandler({ electricity, gas }, calls));
      renderPage('/contracts/gas');
      await screen.findByText('1 contract');
      expect(
        screen.queryByRole('navigation', { name: 'Pages of the gas contracts' }),
      ).not.toBeInTheDocument();
    });

    it('"has search, refresh …": searches from the first page after the pause, and refreshes', async () => {
      const { router } = renderPage('/contracts/gas?offset=100');
      await screen.findByText('105 contracts', {}, { timeout: 10_000 });
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Search contracts'), '0040103');
      await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
      expect(await screen.findByText('1 contract')).toBeInTheDocument();
      expect(calls.at(-1)).toEqual({ offset: 0, limit: 100, filter: '0040103', type: 'gas' });
      expect(router.state.location.search).toBe('?q=0040103');
      const before = calls.length;
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(calls.length).toBe(before + 1));
      expect(calls.at(-1)).toEqual({ offset: 0, limit: 100, filter: '0040103', type: 'gas' });
    });

    it('"… and add buttons": add opens the gas contracting flow when the brand enables it', async () => {
      settingsStore
        .getState()
        .setPrivate({ displayTypes: ['electricity', 'gas'], 'contractation.gas.enabled': true });
      renderPage('/contracts/gas?offset=100');
      await screen.findByText('105 contracts', {}, { timeout: 10_000 });
      expect(screen.getByRole('link', { name: 'Add a gas contract' })).toHaveAttribute(
        'href',
        '/new-gas-customer',
      );
    });

    it('has no add button without the gas contracting flow', async () => {
      renderPage('/contracts/gas?offset=100');
      await screen.findByText('105 contracts', {}, { timeout: 10_000 });
      expect(screen.queryByRole('link', { name: 'Add a gas contract' })).not.toBeInTheDocument();
    });

    it('an offset beyond the last contract goes back to the first page', async () => {
      const { router } = renderPage('/contracts/gas?offset=900');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByText('0040001', {}, { timeout: 20_000 })).toBeInTheDocument();
    }, 60_000);
  });

  describe('multipoint ("list contracts of type electricity, gas and multipoint", customer-area §1)', () => {
    beforeEach(() => displayTypes(['electricity', 'gas', 'multipoint']));

    it('lists every supply point, each with its type and its own detail and invoices', async () => {
      const { user, router } = renderPage();
      const tabs = await screen.findByRole('navigation', { name: 'Contract types' });
      await screen.findByText('150 contracts');
      await user.click(within(tabs).getByRole('link', { name: 'Multipoint' }));
      expect(router.state.location.pathname).toBe('/contracts/multipoint');
      expect(await screen.findByText('151 contracts')).toBeInTheDocument();
      expect(calls.at(-1)).toEqual({ offset: 0, limit: 10, filter: null, type: 'all' });
      expect(within(rows()[0]!).getByText('Electricity')).toBeInTheDocument();
      expect(within(rows()[0]!).getByRole('link', { name: 'Detail of contract 0030001' })).toHaveAttribute(
        'href',
        '/contracts/electricity/0030001',
      );
    });

    it('pages and searches like the electricity list; a gas row opens the gas detail', async () => {
      const { user } = renderPage('/contracts/multipoint?page=16');
      expect(await screen.findByText('151 contracts')).toBeInTheDocument();
      expect(calls[0]).toEqual({ offset: 150, limit: 10, filter: null, type: 'all' });
      expect(rows()).toHaveLength(1);
      expect(within(rows()[0]!).getByText('Gas')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Detail of contract 0040151' })).toHaveAttribute(
        'href',
        '/contracts-gas/0040151',
      );
      await user.click(await screen.findByRole('button', { name: 'Previous page' }, { timeout: 5000 }));
      await waitFor(() => expect(calls.at(-1)).toMatchObject({ offset: 140, type: 'all' }));
    });

    it('has no multipoint tab when the brand does not display it', async () => {
      displayTypes(['electricity', 'gas']);
      renderPage();
      const tabs = await screen.findByRole('navigation', { name: 'Contract types' });
      expect(within(tabs).queryByRole('link', { name: 'Multipoint' })).not.toBeInTheDocument();
    });
  });
});
