import { screen, within } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Sidebar } from './sidebar';

beforeEach(() => resetPortalState());

function links(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Sidebar', () => {
  it('shows visitors the public items the settings enable', () => {
    settingsStore.getState().setPublic({ 'comparator.enabled': true, signup: false });
    renderWithProviders(<Sidebar />);
    expect(links()).toEqual(['Contact', 'Price comparator', 'Sign in']);
  });

  it('shows signed-in users their items by settings and flags', () => {
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({
      displayTypes: ['electricity', 'gas'],
      reclamATCMenu: true,
      'newsletter.enabled': true,
      'contractation.gas.enabled': true,
    });
    settingsStore.getState().setFlags({ 'crm.case': true, 'coupons.coupon': false });
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
});
