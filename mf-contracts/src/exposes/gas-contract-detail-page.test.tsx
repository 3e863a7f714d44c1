// customer-area §2 "Gas contract detail. Similar sections, with pressure in bars, flow (hidden when the tariff name
// contains "3."), IBAN change, notification address change, online-invoice activation and a claim dialog."
import type { ContractDetail } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { bus, type PortalEvents } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import { provideSlotRenderer, type SlotHostProps } from '@portal/shared/slots';
import {
  createTestToken,
  recordDownloads,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { redirectActionStore } from '../lib/redirect-actions';
import {
  contractDetail,
  contractListHandler,
  currentContractHandler,
  describedPairs,
} from '../testing/contracts';
import GasContractDetailPage from './gas-contract-detail-page';

function gasContract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return contractDetail({
    id: 4,
    name: '0020001',
    kind: 'gas',
    tariff: { name: 'RL.2' },
    contracted_power_period: [],
    pressio: 0.05,
    caudal: 12.5,
    invoice_online: false,
    ...overrides,
  });
}

let contract: ContractDetail;
let posted: unknown[] = [];
let saved: HTMLAnchorElement[] = [];
/** The contract documents asked for, by path. */
let documents: string[] = [];
const pdf = (filename: string) =>
  HttpResponse.arrayBuffer(new Uint8Array([37, 80, 68, 70]).buffer, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
/** GET contracts/{name}/pdf/ and /report/ (v2), which the API answers for a gas contract as for any other. */
function serveDocuments() {
  server.use(
    http.get('*/api/v2/contracts/:name/pdf/', ({ request, params }) => {
      documents.push(new URL(request.url).pathname);
      return pdf(`contrato-${String(params.name)}.pdf`);
    }),
    http.get('*/api/v2/contracts/:name/report/', ({ request, params }) => {
      documents.push(new URL(request.url).pathname);
      return pdf(`informe-contrato-${String(params.name)}.pdf`);
    }),
  );
}
const server = setupTestServer(
  currentContractHandler(() => contract),
  http.post('*/api/v1/contracts/:name/', async ({ request }) => {
    posted.push(await request.json());
    contract = { ...contract, invoice_online: true };
    return HttpResponse.json({ invoice_online: true });
  }),
);
const changed: PortalEvents['contract:changed'][] = [];
const onChanged = (event: PortalEvents['contract:changed']) => changed.push(event);

function renderPage(hash = '') {
  return renderWithProviders(<GasContractDetailPage />, {
    route: `/contracts-gas/${contract.name}${hash}`,
    path: '/contracts-gas/:contractName',
    routes: [{ path: '/contracts/:contractType/:contractName', element: <p>electricity detail</p> }],
  });
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  contract = gasContract();
  posted = [];
  documents = [];
  saved = recordDownloads();
  changed.length = 0;
  redirectActionStore.setState({ action: undefined });
  server.use(contractListHandler({ electricity: [], gas: [] }));
  settingsStore.getState().setPrivate({ reclamATCContract: true });
  bus.on('contract:changed', onChanged);
});
afterEach(() => {
  jest.restoreAllMocks();
  bus.off('contract:changed', onChanged);
  provideSlotRenderer(undefined);
});

describe('GasContractDetailPage', () => {
  it('shows the pressure in bars and the flow', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gas contract 0020001' }),
    ).toBeInTheDocument();
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).getByText('0.05 bar')).toBeInTheDocument();
    expect(within(data).getByText('Flow')).toBeInTheDocument();
    expect(within(data).getByText('12.5')).toBeInTheDocument();
    expect(within(data).getByText('RL.2')).toBeInTheDocument();
  });

  it('shows the fiscal holder beside its tax id, the payment method and the payer (customer-area §3 "fiscal_partner (name, vat) … payment and payer data")', async () => {
    contract = gasContract({
      fiscal_partner: { name: 'García Martín Inversiones SL', vat: 'B12345674' },
      payment: { mode: 'direct_debit', payer_name: 'Jordi Puig Serra', payer_vat: 'X1234567L' },
    });
    renderPage();
    const data = describedPairs(await screen.findByRole('region', { name: 'Contract data' }));
    expect(data).toEqual(
      expect.arrayContaining([
        ['Holder', 'Laura García Martín'],
        ['Fiscal holder', 'García Martín Inversiones SL'],
        ['Tax id', 'B12345674'],
        ['Payment method', 'Direct debit'],
        ['Payer', 'Jordi Puig Serra'],
        ["Payer's tax id", 'X1234567L'],
      ]),
    );
    const labels = data.map(([label]) => label);
    expect(labels.indexOf('Tax id')).toBe(labels.indexOf('Fiscal holder') + 1);
  });

  it('shows a payment method it has no words for as the API sends it', async () => {
    contract = gasContract({
      payment: { mode: 'transferencia', payer_name: 'Laura García Martín', payer_vat: '12345678Z' },
    });
    renderPage();
    const data = describedPairs(await screen.findByRole('region', { name: 'Contract data' }));
    expect(data).toContainEqual(['Payment method', 'transferencia']);
  });

  it('refetches when another remote emits contract:changed for this contract', async () => {
    renderPage();
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).getByText('0.05 bar')).toBeInTheDocument();
    contract = gasContract({ pressio: 0.07 });
    bus.emit('contract:changed', { contractName: '0020001', change: 'claim' });
    expect(await within(data).findByText('0.07 bar')).toBeInTheDocument();
  });

  it('scrolls to the section the hash names (customer-area §2 "A URL hash … scrolls to that section")', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderPage('#changes');
      const changes = await screen.findByRole('region', { name: 'Changes and downloads' });
      await waitFor(() => expect(scrolled).toEqual([changes]));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('with sidebarContract (customer-area §6), links to its five sections beside them', async () => {
    settingsStore.getState().setPublic({ sidebarContract: true });
    renderPage();
    const sidebar = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#contract-data', '#contact-data', '#changes', '#supply-point', '#attachments']);
    expect(within(sidebar).getByRole('link', { name: 'Changes and downloads' })).toBeInTheDocument();
  });

  it('hides the flow when the tariff name contains "3."', async () => {
    contract = gasContract({ tariff: { name: 'RL.3.1' } });
    renderPage();
    const data = await screen.findByRole('region', { name: 'Contract data' });
    expect(within(data).queryByText('Flow')).not.toBeInTheDocument();
  });

  it('activates the online invoice (gas: invoice_online true) and emits contract:changed', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Activate the online invoice' }));
    await waitFor(() => expect(posted).toEqual([{ invoice_online: true }]));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Activate the online invoice' })).not.toBeInTheDocument(),
    );
    expect(changed).toEqual([{ contractName: '0020001', change: 'invoiceDelivery' }]);
  });

  it('hosts the claim dialog of the cases remote, opened by its button', async () => {
    provideSlotRenderer(({ name, props }: SlotHostProps) => {
      const claim = props as { contractName?: string; open: boolean; onClose: () => void };
      return name === 'contract.claimDialog' && claim.open ? (
        <div role="dialog" aria-label="Claim">
          <p>{`claim for ${claim.contractName}`}</p>
          <button onClick={claim.onClose}>close claim</button>
        </div>
      ) : null;
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'File a complaint' }));
    expect(screen.getByRole('dialog', { name: 'Claim' })).toHaveTextContent('claim for 0020001');
    await user.click(screen.getByRole('button', { name: 'close claim' }));
    expect(screen.queryByRole('dialog', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('offers no claim when the cases remote is not enabled', async () => {
    settingsStore.getState().setPrivate({ remotes: ['mf_auth', 'mf_contracts'] });
    renderPage();
    await screen.findByRole('region', { name: 'Changes and downloads' });
    expect(screen.queryByRole('button', { name: 'File a complaint' })).not.toBeInTheDocument();
  });

  it('offers the IBAN and address changes; a read-only session disables them', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Change the bank account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change the notification address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate the online invoice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'File a complaint' })).toBeDisabled();
  });

  it('notifAddrChange after login opens the address dialog', async () => {
    server.use(http.get('*/api/v2/contracts/:name/addresses/', () => HttpResponse.json({ data: [] })));
    bus.emit('contract:redirect-action', { contractName: '0020001', action: 'notifAddrChange' });
    renderPage();
    expect(
      await screen.findByRole('dialog', { name: 'Change the notification address' }),
    ).toBeInTheDocument();
  });

  // customer-area §1 "download contracts and contract reports", §2 "Gas contract detail. Similar sections".
  it('downloads the contract from GET v2 contracts/{name}/pdf/, beside its report, as the electricity detail does', async () => {
    serveDocuments();
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Changes and downloads' });
    expect(within(card).getByRole('button', { name: 'Download the contract report' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Download the contract' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(documents).toEqual(['/api/v2/contracts/0020001/pdf/']);
    expect(saved[0]).toHaveAttribute('download', 'contrato-0020001.pdf');
  });

  it('hides both downloads with disableDownloadContractReport (customer-area §6), the card titled "Changes"', async () => {
    settingsStore.getState().setPrivate({ disableDownloadContractReport: true });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Changes' });
    expect(within(card).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('"download" after login (customer-area §2, the home tile) downloads the contract, in a read-only session too', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    serveDocuments();
    bus.emit('contract:redirect-action', { contractName: '0020001', action: 'download' });
    renderPage();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(documents).toEqual(['/api/v2/contracts/0020001/pdf/']);
    expect(saved[0]).toHaveAttribute('download', 'contrato-0020001.pdf');
  });

  it('"download" after login downloads nothing while disableDownloadContractReport is on, and is taken', async () => {
    settingsStore.getState().setPrivate({ disableDownloadContractReport: true });
    bus.emit('contract:redirect-action', { contractName: '0020001', action: 'download' });
    renderPage();
    await screen.findByRole('region', { name: 'Changes' });
    await waitFor(() => expect(redirectActionStore.getState().action).toBeUndefined());
    expect(saved).toHaveLength(0);
  });

  it('an electricity contract opens its own detail', async () => {
    contract = contractDetail();
    renderPage();
    expect(await screen.findByText('electricity detail')).toBeInTheDocument();
  });
});
