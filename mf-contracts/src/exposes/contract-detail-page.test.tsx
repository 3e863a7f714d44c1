import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import { provideSlotRenderer, type SlotHostProps } from '@portal/shared/slots';
import {
  createTestQueryClient,
  createTestToken,
  holdPaint,
  holdViewport,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  validationError,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractDetail,
  contractItem,
  contractListHandler,
  describedPairs,
  type ListCall,
  heldGate,
} from '../testing/contracts';
import ContractDetailPage from './contract-detail-page';

let detailCalls = 0;
let listCalls: ListCall[] = [];
const server = setupTestServer(
  http.get('*/api/v2/contracts/:name', ({ params }) => {
    detailCalls += 1;
    if (params.name === '0010001') return HttpResponse.json({ data: contractDetail() });
    if (params.name === '0010003')
      return HttpResponse.json({
        data: contractDetail({
          name: '0010003',
          state: 'baixa',
          amount_debt: 42.17,
          services: [],
          bonos_sociales: [],
        }),
      });
    if (params.name === '0020001')
      return HttpResponse.json({ data: contractDetail({ name: '0020001', kind: 'gas' }) });
    return HttpResponse.json({ message: 'not_found' }, { status: 404 });
  }),
  http.get('*/api/v1/contracts/:name', () => HttpResponse.json({ message: 'not_found' }, { status: 404 })),
);

function renderPage(contractName = '0010001', hash = '') {
  return renderWithProviders(<ContractDetailPage />, {
    route: `/contracts/electricity/${contractName}${hash}`,
    path: '/contracts/:contractType/:contractName',
    routes: [
      { path: '/contracts-gas/:contractName', element: <p>gas detail</p> },
      { path: '/contracts/:contractType', element: <p>contracts list</p> },
    ],
  });
}
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  detailCalls = 0;
  listCalls = [];
  server.use(
    contractListHandler(
      {
        electricity: [
          contractItem(1, { name: '0010001', cups: { ...contractDetail().cups } }),
          contractItem(3, { name: '0010003' }),
        ],
        gas: [],
      },
      listCalls,
    ),
  );
});

describe('ContractDetailPage', () => {
  it('asks once for the contract and the switcher’s contracts: the prefetch beside the catalogues is what it reads', async () => {
    // The portal's cache keeps an answer fresh for 30 s: what was prefetched is read, not asked for again.
    const queryClient = createTestQueryClient({ staleTime: 30_000 });
    renderWithProviders(<ContractDetailPage />, {
      route: '/contracts/electricity/0010001',
      path: '/contracts/:contractType/:contractName',
      queryClient,
    });
    expect(await screen.findByRole('region', { name: 'Contract data' })).toBeInTheDocument();
    expect(detailCalls).toBe(1);
    expect(listCalls).toHaveLength(1);
  });

  it('shows the contract data, contact data, supply point and services after a loading state', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contract…');
    // The detail is taller than the screen: its skeleton fills it, so that the footer does not show under it and jump
    // away when the contract comes (a layout shift of 0.047 on the first load).
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).toHaveStyle({
      minHeight: '100vh',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract 0010001' })).toBeInTheDocument();
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).getByText('Active')).toBeInTheDocument();
    expect(describedPairs(data)).toEqual(
      expect.arrayContaining([
        ['Fiscal holder', 'Laura García Martín'],
        ['Tax id', '12345678Z'],
        ['Payment method', 'Direct debit'],
        ['Payer', 'Laura García Martín'],
        ["Payer's tax id", '12345678Z'],
        // customer-area §4 "Contract debt is pending or OK": nothing pending reads so.
        ['Debt', 'No debt'],
      ]),
    );
    expect(within(data).getByText('P1 4.6 kW · P2 5.75 kW')).toBeInTheDocument();
    expect(within(data).getByText('Tarifa Empresa')).toBeInTheDocument();
    expect(within(data).getByText('ES91 2100 **** **** **** 1332')).toBeInTheDocument();
    expect(within(data).getByText('By e-mail')).toBeInTheDocument();
    expect(within(data).getByText('15/01/2025')).toBeInTheDocument();
    // The sections below the first screen render once it is painted (decision 009).
    const contact = await screen.findByRole('region', { name: 'Contact data' });
    expect(within(contact).getByText('laura.garcia@example.com')).toBeInTheDocument();
    expect(within(contact).getByText('+34612345678')).toBeInTheDocument();
    const cups = section('Supply point (CUPS)');
    expect(within(cups).getByText('ES0031405678901234AB')).toBeInTheDocument();
    expect(within(cups).getByText('9872023VH5797S0001WX')).toBeInTheDocument();
    const distributor = within(cups).getByRole('link', { name: 'e-distribución Redes Digitales' });
    expect(distributor).toHaveAttribute('href', 'https://www.edistribucion.com');
    // Another site, in a new tab, said as every such link of the portal says it.
    expect(distributor).toHaveAttribute('target', '_blank');
    expect(distributor).toHaveAccessibleDescription('Opens in a new tab');
    const services = within(section('Services')).getAllByRole('row');
    expect(services).toHaveLength(3);
    expect(within(services[1]!).getByText('Mantenimiento Hogar')).toBeInTheDocument();
    expect(within(services[1]!).getByText('—')).toBeInTheDocument();
    expect(within(services[2]!).getByText('Social bonus')).toBeInTheDocument();
    expect(within(services[2]!).getByText('28/02/2026')).toBeInTheDocument();
  });

  it('hosts the contract detail sections of other remotes (consumption) with the contract', async () => {
    provideSlotRenderer(({ name, props }: SlotHostProps) => <p>{`${name} ${JSON.stringify(props)}`}</p>);
    renderPage();
    expect(
      await screen.findByText(
        'contract.detail.sections {"contractName":"0010001","contractType":"electricity","contractId":1}',
      ),
    ).toBeInTheDocument();
    provideSlotRenderer(undefined);
  });

  it('renders the consumption sections (their own chart library) only when the reader comes near them', async () => {
    const viewport = holdViewport();
    provideSlotRenderer(({ name }: SlotHostProps) => <p>{name}</p>);
    try {
      renderPage();
      expect(await screen.findByRole('region', { name: 'Documents' })).toBeInTheDocument();
      expect(screen.queryByText('contract.detail.sections')).not.toBeInTheDocument();
      viewport.comeNear();
      expect(await screen.findByText('contract.detail.sections')).toBeInTheDocument();
    } finally {
      provideSlotRenderer(undefined);
      viewport.restore();
    }
  });

  it('renders the sections below the first screen only once the contract data is painted', async () => {
    const held = holdPaint();
    try {
      renderPage();
      expect(await screen.findByRole('region', { name: 'Contract data' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Contact data' })).not.toBeInTheDocument();
      held.paint();
      expect(await screen.findByRole('region', { name: 'Contact data' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Services' })).toBeInTheDocument();
    } finally {
      held.restore();
    }
  });

  // customer-area §6 disableDownloadContractReport hides the contract and its report: the card names no downloads.
  it('titles the changes card "Changes" while the brand hides the downloads', async () => {
    settingsStore.getState().setPrivate({ disableDownloadContractReport: true });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Changes' });
    expect(within(card).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes and downloads' })).not.toBeInTheDocument();
  });

  it('a cancelled contract with debt shows its label and the debt; no services says so', async () => {
    renderPage('0010003');
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).getByText('Cancelled')).toBeInTheDocument();
    expect(describedPairs(data)).toEqual(expect.arrayContaining([['Debt', 'Debt: €42.17']]));
    expect(within(data).getAllByText('Debt: €42.17')).toHaveLength(1);
    expect(
      within(await screen.findByRole('region', { name: 'Services' })).getByText(
        'This contract has no services or social bonuses.',
      ),
    ).toBeInTheDocument();
  });

  it('hides the product and the powers when the brand says so (showProduct, showPower)', async () => {
    settingsStore.getState().setPrivate({ showProduct: false, showPower: false });
    renderPage();
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).queryByText('Contracted power')).not.toBeInTheDocument();
    expect(within(data).queryByText('Product')).not.toBeInTheDocument();
    expect(within(data).queryByText('Tarifa Empresa')).not.toBeInTheDocument();
  });

  it('switches contract from the dropdown, which lists every contract with one full fetch', async () => {
    const { user, router } = renderPage();
    const select = await screen.findByRole('combobox', { name: 'Switch contract' });
    expect(listCalls).toEqual([{ offset: 0, limit: 99999, filter: null, type: null }]);
    await user.selectOptions(select, '0010003');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/electricity/0010003'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract 0010003' })).toBeInTheDocument();
  });

  it('shows the sections with the switcher, which never arrives above them later (layout shift)', async () => {
    const held = heldGate();
    // Held, then falls through to the list handler of beforeEach.
    server.use(
      http.get('*/api/v2/contracts', async () => {
        await held.opened;
      }),
    );
    renderPage();
    await waitFor(() => expect(detailCalls).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contract…');
    expect(screen.queryByRole('region', { name: 'Contract data' })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('region', { name: 'Contract data' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Switch contract' })).toBeInTheDocument();
  });

  it('an unknown contract (404) says so, with a way back to the list', async () => {
    let v1Calls = 0;
    server.use(
      http.get('*/api/v1/contracts/:name', () => {
        v1Calls += 1;
        return HttpResponse.json({ message: 'not_found' }, { status: 404 });
      }),
    );
    renderPage('9999999');
    expect(await screen.findByText('Contract 9999999 was not found.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the contracts' })[0]).toHaveAttribute(
      'href',
      '/contracts/electricity',
    );
    // Asked once: v2, then v1 (the version fallback).
    expect([detailCalls, v1Calls]).toEqual([1, 1]);
  });

  it('a name that cannot be a contract (the API refuses it with a 400) is "not found" too, not a failure', async () => {
    server.use(
      http.get('*/api/v2/contracts/:name', () => validationError({ contractName: ['must match pattern'] })),
    );
    renderPage('no such');
    expect(await screen.findByText('Contract no such was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('another failure shows an error with a retry', async () => {
    server.use(
      http.get('*/api/v2/contracts/:name', () => HttpResponse.json({ message: 'conflict' }, { status: 409 })),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The contract could not be loaded.');
    server.use(
      http.get('*/api/v2/contracts/:name', () => {
        detailCalls += 1;
        return HttpResponse.json({ data: contractDetail() });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Contract data' })).toBeInTheDocument();
    expect(detailCalls).toBe(1);
  });

  it('refetches when another remote emits contract:changed for it (a battery change of mf-consumption-batteries)', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Contract data' });
    expect(detailCalls).toBe(1);
    bus.emit('contract:changed', { contractName: '0010001', change: 'percentage' });
    await waitFor(() => expect(detailCalls).toBe(2));
    bus.emit('contract:changed', { contractName: '0010003', change: 'percentage' });
    expect(detailCalls).toBe(2);
  });

  describe('"A URL hash such as #consumption on the contract detail scrolls to that section" (customer-area §2)', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    beforeEach(() => {
      scrolled.length = 0;
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolled.push(this);
      };
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });

    it('scrolls to the section the hash names once the contract is shown', async () => {
      renderPage('0010001', '#attachments');
      const documents = await screen.findByRole('region', { name: 'Documents' });
      await waitFor(() => expect(scrolled).toEqual([documents]));
    });

    it.each([
      ['#contract-data', 'Contract data'],
      ['#contact-data', 'Contact data'],
      ['#changes', 'Changes and downloads'],
      ['#supply-point', 'Supply point (CUPS)'],
      ['#services', 'Services'],
    ])('%s is the section "%s"', async (hash, name) => {
      renderPage('0010001', hash);
      const target = await screen.findByRole('region', { name });
      await waitFor(() => expect(scrolled).toEqual([target]));
    });

    it('leaves #consumption to the consumption section, and an unknown hash alone', async () => {
      renderPage('0010001', '#consumption');
      await screen.findByRole('region', { name: 'Contract data' });
      expect(scrolled).toEqual([]);
    });
  });

  it('a gas contract opens the gas detail', async () => {
    renderPage('0020001');
    expect(await screen.findByText('gas detail')).toBeInTheDocument();
  });
});
