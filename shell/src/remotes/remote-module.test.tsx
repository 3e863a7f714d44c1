import { act, screen, waitFor } from '@testing-library/react';
import { type ComponentType, Profiler, use } from 'react';
import { renderOutsideAct, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { loadRemote } from '../testing/mf-runtime-mock';
import { holdRemoteModules, pageModule } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';
import { setRegisteredRemotes, remotesStore } from './registry';
import { preloadRemoteModule, RemoteModule } from './remote-module';
import { startHealthReports, stopHealthReports } from '../telemetry/health';
import { Slot } from './slot';

const entry = (name: 'mf_invoices_payment' | 'mf_contracts' | 'mf_consumption_batteries') => ({
  name,
  manifest: `http://r/${name}`,
  version: '2.1.0',
});

beforeEach(() => {
  resetPortalState();
  resetShellState();
});

describe('RemoteModule', () => {
  it('loads the exposed module only when shown and records the remote as loaded', async () => {
    setRegisteredRemotes([entry('mf_invoices_payment')]);
    loadRemote.mockResolvedValue(pageModule('Invoices list'));
    renderWithProviders(<RemoteModule remote="mf_invoices_payment" module="./InvoicesPage" />);
    expect(await screen.findByText('Invoices list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_invoices_payment/InvoicesPage');
    expect(remotesStore.getState().loaded).toEqual(['mf_invoices_payment']);
  });

  it('shows "section unavailable" when the remote is down, and Retry really loads it again', async () => {
    setRegisteredRemotes([entry('mf_contracts')]);
    loadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to load entry'))
      .mockResolvedValue(pageModule('Contracts'));
    const { user } = renderWithProviders(
      <>
        <RemoteModule remote="mf_contracts" module="./ContractsPage" />
        <p>Rest of the page</p>
      </>,
    );
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Contracts')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows "section unavailable" for a remote that is not registered or enabled, without any request', async () => {
    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps a remote that fails mid-way inside its boundary', async () => {
    setRegisteredRemotes([entry('mf_contracts')]);
    const Broken = () => {
      throw new Error('render failure');
    };
    loadRemote.mockResolvedValue({ default: Broken });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("reports a failed load and a render error to the health reports, under the remote's name (issue 48)", async () => {
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    document.cookie = 'consent_necessary=true; path=/';
    document.cookie = 'consent_statistics=true; path=/';
    stopHealthReports();
    startHealthReports({
      endpoint: '/api/otlp/v1/logs',
      brand: 'default',
      afterFirstScreen: new Promise(() => {}),
    });
    setRegisteredRemotes([entry('mf_contracts'), entry('mf_invoices_payment')]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadRemote.mockImplementation((id: string) => {
      if (id.startsWith('mf_contracts')) return Promise.reject(new Error('RUNTIME-008 failed to load entry'));
      const Broken = () => {
        throw new Error('render failure');
      };
      return Promise.resolve({ default: Broken });
    });
    renderWithProviders(
      <>
        <RemoteModule remote="mf_contracts" module="./ContractsPage" />
        <RemoteModule remote="mf_invoices_payment" module="./InvoicesPage" />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    window.dispatchEvent(new Event('pagehide'));
    stopHealthReports();
    document.cookie = 'consent_statistics=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const sent = beacon.mock.calls.map(([, body]) => body).join('\n');
    // One report each: the load's error is not counted again as a render error by the boundary.
    expect(sent.match(/"(load|render)"/g)?.sort()).toEqual(['"load"', '"render"']);
    expect(sent).toContain('"mf_contracts"');
    expect(sent).toContain('"mf_invoices_payment"');
  });

  // React holds a Suspense retry that reveals content until 300 ms after the last fallback appeared: a page whose code
  // arrived just after its loader was painted waited for React's timer, ready (the contracts list's first load: rendered
  // at 686 ms, painted at 936 ms). Rendered outside `act`, with React's own scheduler and timers, as in a browser.
  async function msFromArrivalToPage(page: ComponentType, then?: () => void): Promise<number> {
    setRegisteredRemotes([entry('mf_contracts')]);
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    loadRemote.mockReturnValue(
      new Promise((resolve) => {
        arrive = resolve;
      }),
    );
    const cleanup = renderOutsideAct(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    try {
      expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
      const arrivedAt = performance.now();
      arrive({ default: page });
      then?.();
      expect(await screen.findByText('Contracts')).toBeInTheDocument();
      return performance.now() - arrivedAt;
    } finally {
      cleanup();
    }
  }

  it('shows its page as soon as the code is there, not held back after its loader (issue 47 item 0)', async () => {
    // A render of a paragraph, not React's 300 ms (with room for a loaded machine's event loop).
    expect(await msFromArrivalToPage(() => <p>Contracts</p>)).toBeLessThan(200);
  });

  it('shows the page as soon as its catalogues are there too, not 300 ms after a fallback', async () => {
    let loaded: () => void = () => undefined;
    const catalogues = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    function Page() {
      use(catalogues);
      return <p>Contracts</p>;
    }
    const ms = await msFromArrivalToPage(Page, () => setTimeout(() => loaded(), 20));
    expect(ms).toBeLessThan(200);
  });

  it('renders a page whose preloaded code has arrived at once, without its loader first', async () => {
    setRegisteredRemotes([entry('mf_contracts')]);
    loadRemote.mockResolvedValue(pageModule('Contracts'));
    preloadRemoteModule('mf_contracts', './ContractsPage');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const loaderInCommit: boolean[] = [];
    renderWithProviders(
      <Profiler id="page" onRender={() => loaderInCommit.push(screen.queryByRole('status') !== null)}>
        <RemoteModule remote="mf_contracts" module="./ContractsPage" />
      </Profiler>,
    );
    expect(screen.getByText('Contracts')).toBeInTheDocument();
    expect(loaderInCommit.length).toBeGreaterThan(0);
    expect(loaderInCommit).not.toContain(true);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('says when its module has rendered (a route change ends there)', async () => {
    setRegisteredRemotes([entry('mf_contracts')]);
    loadRemote.mockResolvedValue(pageModule('Contracts'));
    const onShown = jest.fn();
    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" onShown={onShown} />);
    expect(await screen.findByText('Contracts')).toBeInTheDocument();
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });
});

describe('Slot', () => {
  it('renders the contributions of enabled remotes only, each lazily', async () => {
    setRegisteredRemotes([entry('mf_invoices_payment')]);
    loadRemote.mockImplementation(async (id: string) => pageModule(`tile ${id}`));
    renderWithProviders(<Slot name="home.tiles" props={{ isAuthenticated: true }} />);
    expect(await screen.findByText('tile mf_invoices_payment/HomeTiles')).toBeInTheDocument();
    expect(screen.queryByText(/mf_contracts/)).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows its contributions together, once all have arrived (no tile pushed aside by a later one)', async () => {
    setRegisteredRemotes([entry('mf_invoices_payment'), entry('mf_contracts')]);
    const releaseContracts = holdRemoteModules('tile', (id) => id.startsWith('mf_contracts'));
    renderWithProviders(<Slot name="home.tiles" props={{ isAuthenticated: true }} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    // The invoices tile has arrived (its load resolved), the contracts one has not: the slot still waits.
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(2));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('tile mf_invoices_payment/HomeTiles')).not.toBeInTheDocument();
    releaseContracts();
    expect(await screen.findByText('tile mf_invoices_payment/HomeTiles')).toBeInTheDocument();
    expect(screen.getByText('tile mf_contracts/HomeTiles')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  // Issue 44 §3, "skeletons shaped like the content instead of 'Cargando…' text": the contract detail's consumption
  // and battery card showed a spinner and "Loading…" while their remote's code came.
  it("stands in for the contract detail's sections with a section's skeleton each, not a spinner", async () => {
    setRegisteredRemotes([entry('mf_consumption_batteries')]);
    const arrive = holdRemoteModules('section', () => true);
    const { container } = renderWithProviders(
      <Slot
        name="contract.detail.sections"
        props={{ contractName: '0010001', contractType: 'electricity', contractId: 1 }}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-skeleton="chart"]')).toHaveLength(1));
    expect(container.querySelector('.chakra-spinner')).toBeNull();
    arrive();
    expect(
      await screen.findByText('section mf_consumption_batteries/ConsumptionSection'),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('shows a contribution that fails to load as unavailable, asks once, and again only on Retry', async () => {
    setRegisteredRemotes([entry('mf_invoices_payment'), entry('mf_contracts')]);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('mf_contracts')) throw new Error('RUNTIME-008 failed to load entry');
      return pageModule(`tile ${id}`);
    });
    const { user } = renderWithProviders(<Slot name="home.tiles" props={{ isAuthenticated: true }} />);
    expect(await screen.findByText('tile mf_invoices_payment/HomeTiles')).toBeInTheDocument();
    expect(screen.getByText('Section unavailable')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const contractLoads = () =>
      loadRemote.mock.calls.filter(([id]) => String(id).startsWith('mf_contracts')).length;
    expect(contractLoads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(contractLoads()).toBe(2));
  });
});
