import { act, screen, within } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { serverPagesQuery } from '@portal/shared/http';
import { currentLocale } from '@portal/shared/i18n';
import { REMOTE_NAMES, type RemoteName, settingsStore } from '@portal/shared/settings';
import { atViewportWidth, renderWithProviders } from '@portal/shared/testing';
import { onAPhone } from '../testing/phone-width';
import { registerRemotes } from '../testing/reset-shell';
import { setupMenuTests } from '../testing/server-pages';
import { switchLocale } from './language-selector';
import { Sidebar } from './sidebar';

const serverPages = setupMenuTests();

function links(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** A signed-in user with both supply types, every menu flag and these remotes enabled (all by default). */
function signedInWithEverything(remotes: RemoteName[] = [...REMOTE_NAMES]) {
  authStore.setState({ isAuthenticated: true });
  settingsStore.getState().setPublic({
    displayTypes: ['electricity', 'gas'],
    reclamATCMenu: true,
    'newsletter.enabled': true,
    'contractation.gas.enabled': true,
    remotes,
  });
  settingsStore.getState().setFlags({ 'crm.case': true, 'coupons.coupon': false });
}

describe('Sidebar', () => {
  it('shows visitors the public items the settings enable', () => {
    settingsStore.getState().setPublic({ 'comparator.enabled': true, signup: false });
    renderWithProviders(<Sidebar />);
    expect(links()).toEqual(['Contact', 'Price comparator', 'Sign in']);
  });

  it('shows signed-in users their items by settings and flags', () => {
    signedInWithEverything();
    renderWithProviders(<Sidebar />);
    expect(links()).toEqual([
      'Invoices',
      'Electricity contracts',
      'Gas contracts',
      'New contract',
      'My requests',
      'Contact us',
      'Claims',
      'Newsletter',
      'Profile',
    ]);
    expect(screen.getByRole('link', { name: 'New contract' })).toHaveAttribute('href', '/new-gas-customer');
  });

  it('groups the items under headings when sidebar.grouped is on', () => {
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({ 'sidebar.grouped': true });
    renderWithProviders(<Sidebar />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Invoices',
      'Contracts',
      'Customer service',
      'My account',
    ]);
  });

  it('lists the dynamic server pages for signed-in users when server elements are enabled', async () => {
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({ enableServerElements: true });
    renderWithProviders(<Sidebar />);
    expect(await screen.findByRole('link', { name: 'Our tariffs' })).toHaveAttribute('href', '/d/tarifas/7');
  });

  it("asks for them again in the new language: their titles are the brand's texts in that language", async () => {
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({ enableServerElements: true });
    renderWithProviders(<Sidebar />);
    expect(await screen.findByRole('link', { name: 'Our tariffs' })).toBeInTheDocument();
    await act(() => switchLocale('en-US', 'es-ES', '/'));
    expect(await screen.findByRole('link', { name: 'Nuestras tarifas' })).toHaveAttribute(
      'href',
      '/d/tarifas/7',
    );
    expect(screen.queryByRole('link', { name: 'Our tariffs' })).not.toBeInTheDocument();
  });

  it('does not ask for them when server elements are off', () => {
    authStore.setState({ isAuthenticated: true });
    renderWithProviders(<Sidebar />);
    expect(screen.queryByRole('link', { name: 'Our tariffs' })).not.toBeInTheDocument();
  });
});

describe('Sidebar: where the customer is', () => {
  /** The entries marked as the current page or section. */
  function marked(): [string, string | null][] {
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    return within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'))
      .map((link) => [link.textContent ?? '', link.getAttribute('aria-current')]);
  }

  it('marks its own page, and the list a contract or a request belongs to as the current section', () => {
    signedInWithEverything();
    for (const [route, expected] of [
      ['/contracts/electricity', [['Electricity contracts', 'page']]],
      // A contract's detail and invoices: its kind's list (the side menu marked nothing there).
      ['/contracts/electricity/0010001', [['Electricity contracts', 'true']]],
      ['/contracts/electricity/0010001/invoices', [['Electricity contracts', 'true']]],
      ['/contracts-gas/0020001', [['Gas contracts', 'true']]],
      ['/contracts/gas/0020001', [['Gas contracts', 'true']]],
      ['/contracts-gas/0020001/invoices-gas', [['Gas contracts', 'true']]],
      ['/requests/create', [['My requests', 'true']]],
      ['/invoices', [['Invoices', 'page']]],
      ['/profile', [['Profile', 'page']]],
    ] as const) {
      const { unmount } = renderWithProviders(<Sidebar />, { route });
      expect([route, marked()]).toEqual([route, expected]);
      unmount();
    }
  });
});

describe('Sidebar on a tablet held upright (768 px)', () => {
  it('is not rendered: the page gets the width, the menu is in the drawer; from 1,024 px it is beside the page', () => {
    signedInWithEverything();
    atViewportWidth(768);
    const { container, unmount } = renderWithProviders(<Sidebar />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    atViewportWidth(1024);
    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

describe('Sidebar on a phone', () => {
  it("is not rendered at all: the menu button's drawer has the menu (decision 009)", () => {
    onAPhone();
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({ enableServerElements: true });
    const { container, queryClient } = renderWithProviders(<Sidebar />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    // Nor does it ask for the server pages (the menu button does, after the first paint: menu-button.test.tsx).
    expect(
      queryClient.getQueryCache().find({ queryKey: serverPagesQuery(currentLocale()).queryKey }),
    ).toBeUndefined();
    expect(serverPages.asked()).toBe(0);
  });
});

describe('Sidebar entries follow the available remotes (issue 7)', () => {
  it('the lite brand (auth, contracts, invoices) offers no entry of the remotes it disables', () => {
    signedInWithEverything(['mf_auth', 'mf_contracts', 'mf_invoices_payment']);
    // Only what the brand enables is registered, as the start sequence does.
    registerRemotes(['mf_auth', 'mf_contracts', 'mf_invoices_payment']);
    renderWithProviders(<Sidebar />);
    expect(screen.queryByRole('link', { name: 'My requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(links()).toEqual(['Invoices', 'Electricity contracts', 'Gas contracts', 'Profile']);
  });

  it('leaves out the entries of a remote the brand enables but the registry does not list', () => {
    signedInWithEverything();
    registerRemotes(REMOTE_NAMES.filter((name) => name !== 'mf_cases'));
    renderWithProviders(<Sidebar />);
    expect(links()).toEqual([
      'Invoices',
      'Electricity contracts',
      'Gas contracts',
      'New contract',
      'Newsletter',
      'Profile',
    ]);
  });

  it("keeps the shell's own entries and the visitor's sign in while auth is available", () => {
    settingsStore.getState().setPublic({ remotes: ['mf_auth'], signup: false });
    registerRemotes(['mf_auth']);
    renderWithProviders(<Sidebar />);
    expect(links()).toEqual(['Sign in']);
  });
});
