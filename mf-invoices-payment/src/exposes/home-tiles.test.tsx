import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import HomeTiles from './home-tiles';

beforeEach(() => resetPortalState());

const tile = async () => screen.findByRole('region', { name: 'Invoices' });

describe('HomeTiles (the invoices tile, customer-area §2 "invoices (consult, download, pay online)")', () => {
  it('for a visitor, consult and download log in first and come back to the invoices', async () => {
    renderWithProviders(<HomeTiles isAuthenticated={false} />);
    const region = await tile();
    for (const name of ['See my invoices', 'Download an invoice'])
      expect(within(region).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/login?redirect=%2Finvoices',
      );
    // The brand does not take payments by default.
    expect(within(region).queryByRole('link', { name: /Pay online/ })).not.toBeInTheDocument();
  });

  it('signed in, pay online goes to the invoices screen when the brand takes payments', async () => {
    settingsStore.getState().setPublic({ 'invoices.enablePayment': true });
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
    const { user, router } = renderWithProviders(<HomeTiles isAuthenticated />);
    const pay = within(await tile()).getByRole('link', { name: 'Pay online' });
    expect(pay).toHaveAttribute('href', '/invoices');
    expect(pay).not.toHaveAttribute('target');
    await user.click(pay);
    expect(router.state.location.pathname).toBe('/invoices');
  });

  it('§6 "Online payment opens a configured payment address in a new tab"', async () => {
    settingsStore.getState().setPublic({ 'payment.url': 'https://pay.example.com/portal' });
    renderWithProviders(<HomeTiles isAuthenticated />);
    const pay = within(await tile()).getByRole('link', { name: 'Pay online' });
    expect(pay).toHaveAttribute('href', 'https://pay.example.com/portal');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pay).toHaveAccessibleDescription('Opens in a new tab');
    expect(within(await tile()).getByRole('link', { name: 'See my invoices' })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });
});
