import { screen } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Header } from './header';

beforeEach(() => resetPortalState());

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
