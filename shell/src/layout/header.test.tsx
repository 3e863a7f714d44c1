import { screen, within } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { REMOTE_NAMES, type RemoteName, settingsStore } from '@portal/shared/settings';
import { holdPaint, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { setRegisteredRemotes } from '../remotes/registry';
import { resetShellState } from '../testing/reset-shell';
import { Header } from './header';

function registerRemotes(names: readonly RemoteName[]): void {
  setRegisteredRemotes(names.map((name) => ({ name, manifest: `http://r.test/${name}`, version: '1.0.0' })));
}

beforeEach(() => {
  resetPortalState();
  resetShellState();
  registerRemotes(REMOTE_NAMES);
});

describe('Header variants (setting headerVariant)', () => {
  it('default: brand, language and sign in for a visitor', () => {
    settingsStore.getState().setPublic({ 'brand.name': 'Acme Energy' });
    renderWithProviders(<Header />);
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Energy');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('buttons: shortcuts for a signed-in user, and the user menu', async () => {
    settingsStore.getState().setPublic({ headerVariant: 'buttons' });
    authStore.setState({ isAuthenticated: true });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
    expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/contracts/electricity');
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  // Decision 009, stop 27: the menu's code (Chakra's menu machinery, ~80 KB) loaded during the first render and
  // delayed the first paint; it now loads once that paint is on screen, behind a placeholder of the same size.
  it("renders the user menu's placeholder first and its code only after the first paint", async () => {
    authStore.setState({ isAuthenticated: true });
    const held = holdPaint();
    try {
      const { container } = renderWithProviders(<Header />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
      expect(container.querySelectorAll('button[aria-hidden="true"][tabindex="-1"]')).toHaveLength(1);
      held.paint();
      expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
    } finally {
      held.restore();
    }
  });

  it('buttons: sign up for a visitor when sign-up is on', () => {
    settingsStore.getState().setPublic({ headerVariant: 'buttons' });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('compact: no shortcuts', () => {
    settingsStore.getState().setPublic({ headerVariant: 'compact' });
    authStore.setState({ isAuthenticated: true });
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});

describe('the brand logo (one link, named by what it shows)', () => {
  it('links home, named by the brand name it shows, with no link inside it', () => {
    settingsStore.getState().setPublic({ 'brand.name': 'Acme Energy' });
    renderWithProviders(<Header />);
    const logo = screen.getByRole('link', { name: 'Acme Energy' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.querySelector('a')).toBeNull();
    expect(logo.closest('a')).toBe(logo);
  });

  it("names the link by the logo's alternative text, and follows brand.logoLink", () => {
    settingsStore.getState().setPublic({
      'brand.name': 'Acme Energy',
      'brand.logoUrl': 'https://cdn.test/logo.svg',
      'brand.logoLink': 'https://acme.test/',
    });
    renderWithProviders(<Header />);
    const logo = screen.getByRole('link', { name: 'Acme Energy' });
    expect(logo).toHaveAttribute('href', 'https://acme.test/');
    expect(within(logo).getByRole('img', { name: 'Acme Energy' })).toHaveAttribute(
      'src',
      'https://cdn.test/logo.svg',
    );
    expect(screen.getAllByRole('link', { name: 'Acme Energy' })).toHaveLength(1);
  });
});

describe('header shortcuts follow the available remotes', () => {
  it('offers no sign in when the auth remote is not available', () => {
    registerRemotes(REMOTE_NAMES.filter((name) => name !== 'mf_auth'));
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('buttons: no contracts shortcut for a brand that disables the contracts remote', () => {
    settingsStore
      .getState()
      .setPublic({ headerVariant: 'buttons', remotes: ['mf_auth', 'mf_invoices_payment'] });
    authStore.setState({ isAuthenticated: true });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
    expect(screen.queryByRole('link', { name: 'Contracts' })).not.toBeInTheDocument();
  });
});
