import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { REMOTE_NAMES, settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { registerRemotes, resetShellState } from '../testing/reset-shell';
import { Header } from './header';

beforeEach(() => {
  resetPortalState();
  resetShellState();
  registerRemotes();
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

  // Decision 009: the menu's code (Chakra's menu machinery, ~65 KB gzip) loads when the customer reaches for
  // it, not with the page; a real button stands in until then, and pressing it opens the menu.
  it('stands in for the user menu until it is pressed, then opens it, also by keyboard', async () => {
    authStore.setState({ isAuthenticated: true });
    const { user } = renderWithProviders(<Header />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const standIn = screen.getByRole('button', { name: 'User menu' });
    expect(standIn).not.toHaveAttribute('data-scope', 'menu');
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    standIn.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveAttribute('data-scope', 'menu');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
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
