import { fireEvent, screen } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { provideRoutePrefetcher } from '@portal/shared/routes';
import { REMOTE_NAMES, settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { Sidebar } from '../layout/sidebar';
import { setRegisteredRemotes } from '../remotes/registry';
import { RemoteModule } from '../remotes/remote-module';
import { loadRemote } from '../testing/mf-runtime-mock';
import { pageModule } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';
import { serverPagesApi } from '../testing/server-pages';
import { prefetchOnIntent } from './prefetch-on-intent';

setupTestServer(serverPagesApi().handler);

beforeEach(() => {
  resetPortalState();
  resetShellState();
  setRegisteredRemotes(
    REMOTE_NAMES.map((name) => ({
      name,
      manifest: `http://remotes.test/${name}/mf-manifest.json`,
      version: '1',
    })),
  );
  authStore.setState({ isAuthenticated: true });
  settingsStore.getState().setPublic({ displayTypes: ['electricity'] });
  loadRemote.mockImplementation((id) => Promise.resolve(pageModule(id)));
  // As the start does (bootstrap.tsx): the menu's links reach it through @portal/shared/routes.
  provideRoutePrefetcher(prefetchOnIntent);
});

afterEach(() => provideRoutePrefetcher(undefined));

// Issue 47 item 2: "a click on a menu entry whose remote is not loaded yet … paints that page's heading within
// 300 ms … (its code fetched on intent, for example when the entry is hovered, focused or likely next, without
// loading every remote up front)".
describe('the menu fetches a page’s code on intent (issue 47 item 2)', () => {
  it('loads nothing up front, and a hover on an entry loads its page once', async () => {
    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();

    const invoices = screen.getByRole('link', { name: 'Invoices' });
    fireEvent.pointerEnter(invoices);
    fireEvent.pointerLeave(invoices);
    fireEvent.pointerEnter(invoices);
    fireEvent.focus(invoices);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_invoices_payment/InvoicesPage');

    // The page rendered after the click takes that load instead of starting another.
    renderWithProviders(<RemoteModule remote="mf_invoices_payment" module="./InvoicesPage" />);
    expect(await screen.findByText('mf_invoices_payment/InvoicesPage')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a finger on an entry, or the keyboard’s focus, loads that entry’s page only', () => {
    renderWithProviders(<Sidebar />);
    fireEvent.touchStart(screen.getByRole('link', { name: 'Electricity contracts' }));
    fireEvent.focus(screen.getByRole('link', { name: 'My requests' }));
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual([
      'mf_contracts/ContractsPage',
      'mf_cases/RequestsPage',
    ]);
  });

  it('fetches nothing for the shell’s own pages, a private page without a session or a remote not registered', () => {
    expect(prefetchOnIntent('/')).toBeUndefined();
    setRegisteredRemotes([]);
    expect(prefetchOnIntent('/power')).toBeUndefined();
    setRegisteredRemotes([{ name: 'mf_contracts', manifest: 'http://remotes.test/c', version: '1' }]);
    authStore.setState({ isAuthenticated: false });
    expect(prefetchOnIntent('/contracts/electricity')).toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
