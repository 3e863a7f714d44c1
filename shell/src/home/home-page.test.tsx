import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { bannersHandler, holdPaint, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { loadRemote } from '../testing/mf-runtime-mock';
import { holdRemoteModules, pageModule, renderPortal } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';

const server = setupTestServer(bannersHandler());

beforeEach(() => {
  resetPortalState();
  resetShellState();
  loadRemote.mockImplementation(async (id: string) => pageModule(`module ${id}`));
});

// Issue 7: the home offers no entry of a remote the brand disables or the registry does not list.
describe('the home follows the available remotes', () => {
  it('shows the hero with sign in while the auth remote is available', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    renderPortal('/', ['mf_auth']);
    const hero = await screen.findByRole('region', { name: /^Welcome to/ });
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers no sign in in the hero when the auth remote is not available', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    renderPortal('/', ['mf_contracts']);
    await screen.findByRole('region', { name: /^Welcome to/ });
    expect(screen.getByRole('button', { name: 'Begin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('does not redirect to invoices when the brand disables the invoices remote: it shows its actions', async () => {
    settingsStore.getState().setPublic({ homeType: 'dashboard', remotes: ['mf_auth', 'mf_contracts'] });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const { router } = renderPortal('/', ['mf_auth', 'mf_contracts']);
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/section/i)).not.toBeInTheDocument();
  });

  it('still redirects to invoices when that remote is available', async () => {
    settingsStore.getState().setPublic({ homeType: 'dashboard' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const { router } = renderPortal('/', ['mf_invoices_payment']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
  });

  it('keeps a visitor with a promo code home when the contracting remote is not available', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups', 'contractation.electricity.enabled': true });
    const { router } = renderPortal('/?promocode=SPRING', ['mf_auth']);
    await screen.findByRole('region', { name: /^Welcome to/ });
    expect(router.state.location.pathname).toBe('/');
    expect(loadRemote).not.toHaveBeenCalledWith('mf_contracting/ElectricityContractingPage');
  });
});

// Decision 009: a returning customer's stored session is checked beside the settings, so the home can render before
// the check ends; showing the visitor's hero meanwhile flashed visitor content and shifted the actions on slow phones.
describe('the home while a stored session is checked', () => {
  it('shows "Checking your session…", then the customer’s actions, never the visitor’s hero', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.getState().startRefreshing();
    renderPortal('/', ['mf_auth']);
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Welcome to/ })).not.toBeInTheDocument();
    act(() => authStore.getState().loginSuccess('header.payload.sig', { loginType: 'refresh' }));
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Welcome to/ })).not.toBeInTheDocument();
  });

  it('shows the visitor’s hero once a stored session turns out to have ended', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.getState().startRefreshing();
    renderPortal('/', ['mf_auth']);
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    act(() => authStore.getState().logout());
    expect(await screen.findByRole('region', { name: /^Welcome to/ })).toBeInTheDocument();
  });
});

// Decision 009: the tiles' remotes were the last requests before the signed-in home's heading was painted.
describe("the home's tiles", () => {
  it('are asked for once the heading is painted, not with it', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const held = holdPaint();
    try {
      renderPortal('/', ['mf_auth', 'mf_contracts']);
      expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalledWith('mf_contracts/HomeTiles');
      held.paint();
      expect(await screen.findByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
    } finally {
      held.restore();
    }
  });

  // Issue 44 §3, "skeletons shaped like the content instead of 'Cargando…' text": a spinner's short box stood in for
  // the tiles, the footer was drawn under it and jumped away when they came (a layout shift of 0.045 on the visitor's
  // home).
  it("keep their room from the first render, as a tile's skeleton each, until their code is there", async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    const arrive = holdRemoteModules('module', (id) => id.endsWith('/HomeTiles'));
    const held = holdPaint();
    try {
      renderPortal('/', ['mf_auth', 'mf_contracts', 'mf_invoices_payment']);
      const actions = await screen.findByRole('region', { name: 'Actions' });
      expect(actions.querySelectorAll('[data-skeleton="tile"]')).toHaveLength(2);
      held.paint();
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_contracts/HomeTiles'));
      expect(actions.querySelectorAll('[data-skeleton="tile"]')).toHaveLength(2);
      expect(actions.querySelector('.chakra-spinner')).toBeNull();
      arrive();
      expect(await within(actions).findByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
      expect(actions.querySelectorAll('[data-skeleton="tile"]')).toHaveLength(0);
    } finally {
      held.restore();
    }
  });
});

// Issue 44 item 4: "Above the spec's action tiles, a summary of what needs the customer now … it renders from calls
// the portal already makes (no new waterfall) and hides what a brand disables."
describe("the signed-in home's summary", () => {
  const summary = () => screen.queryByRole('region', { name: 'What needs you now' });

  it('sits above the actions, one card per enabled domain, keeping their room until they arrive', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const held = holdPaint();
    try {
      renderPortal('/', ['mf_auth', 'mf_contracts', 'mf_invoices_payment', 'mf_cases']);
      await screen.findByRole('heading', { name: 'What would you like to do?' });
      const region = summary();
      expect(region).not.toBeNull();
      // Before the cards' code is asked for: three placeholders of a card's shape.
      expect(region?.querySelectorAll('[data-skeleton="summary"]')).toHaveLength(3);
      expect(region?.compareDocumentPosition(screen.getByRole('region', { name: 'Actions' }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      held.paint();
      for (const remote of ['mf_invoices_payment', 'mf_contracts', 'mf_cases'])
        expect(
          await within(region as HTMLElement).findByText(`module ${remote}/HomeSummary`),
        ).toBeInTheDocument();
    } finally {
      held.restore();
    }
  });

  it('has no card of a remote the brand disables, and no summary without any (nor for a visitor)', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const { unmount } = renderPortal('/', ['mf_auth', 'mf_contracts']);
    expect(await screen.findByText('module mf_contracts/HomeSummary')).toBeInTheDocument();
    expect(screen.queryByText('module mf_cases/HomeSummary')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mf_invoices_payment/HomeSummary');
    unmount();
    const second = renderPortal('/', ['mf_auth', 'mf_consumption_batteries']);
    await screen.findByText('module mf_consumption_batteries/HomeTiles');
    expect(summary()).toBeNull();
    second.unmount();
    act(() => authStore.getState().logout());
    renderPortal('/', ['mf_auth', 'mf_contracts']);
    await screen.findByRole('region', { name: /^Welcome to/ });
    expect(summary()).toBeNull();
  });
});

// customer-area and visitor-features §7: "GET banners/{code} (v2), field banner; refetched on language change".
describe("the brand's home banner", () => {
  it('shows below the actions once they are shown, for a customer and for a visitor', async () => {
    server.use(bannersHandler({ home: '<p><strong>New:</strong> see your hourly consumption.</p>' }));
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const view = renderPortal('/', ['mf_auth', 'mf_contracts']);
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('New: see your hourly consumption.');
    expect(screen.getByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(actions.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    view.unmount();
    authStore.setState({ isAuthenticated: false, token: undefined });
    renderPortal('/', ['mf_auth', 'mf_contracts']);
    await screen.findByRole('region', { name: /^Welcome to/ });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  // Issue 47: the banner arrives after the tiles; adding it rendered every summary card and tile again, in one long task.
  it("adds the banner without rendering the tiles and the summary's cards again", async () => {
    server.use(bannersHandler({ home: '<p>New: see your hourly consumption.</p>' }));
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
    const renders = new Map<string, number>();
    const rendersWhenShown = new Map<string, number>();
    loadRemote.mockImplementation(async (id: string) => ({
      default: function Contribution() {
        renders.set(id, (renders.get(id) ?? 0) + 1);
        useEffect(() => {
          rendersWhenShown.set(id, renders.get(id) ?? 0);
        }, []);
        return <p>{`module ${id}`}</p>;
      },
    }));
    renderPortal('/', ['mf_auth', 'mf_contracts', 'mf_invoices_payment']);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(rendersWhenShown.size).toBe(4);
    expect(renders).toEqual(rendersWhenShown);
  });

  it('shows nothing when the brand has no banner', async () => {
    settingsStore.getState().setPublic({ homeType: 'tabGroups' });
    renderPortal('/', ['mf_auth', 'mf_contracts']);
    expect(await screen.findByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
