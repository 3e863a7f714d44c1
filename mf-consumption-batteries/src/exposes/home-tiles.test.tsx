import { authStore, pendingActionStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { ConsumptionTile } from '../features/home-tiles/components/consumption-tile';
import HomeTiles from './home-tiles';

beforeEach(() => resetPortalState());

describe('HomeTiles (customer-area §2 "Home with action tiles": "consumption (view hourly)")', () => {
  it('for a visitor, view hourly logs in first and then carries on (?action=consumption)', async () => {
    renderWithProviders(<HomeTiles isAuthenticated={false} />);
    const tile = await screen.findByRole('region', { name: 'Consumption' });
    expect(within(tile).getByRole('link', { name: 'View hourly consumption' })).toHaveAttribute(
      'href',
      '/login?action=consumption',
    );
  });

  it('signed in, the consumption action stays pending and the contracts list asks for the contract', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
    const { user, router } = renderWithProviders(<HomeTiles isAuthenticated />);
    await user.click(await screen.findByRole('button', { name: 'View hourly consumption' }));
    expect(pendingActionStore.getState().pending).toEqual({ action: 'consumption' });
    expect(router.state.location.pathname).toBe('/contracts/electricity');
  });

  it('has no tile when no electricity contracts are shown (curves are electricity only)', async () => {
    settingsStore.getState().setPublic({ displayTypes: ['gas'] });
    // The tile itself (the exposed module waits for its catalogues first), so that nothing rendered is final.
    renderWithProviders(<ConsumptionTile isAuthenticated />);
    expect(screen.queryByRole('region', { name: 'Consumption' })).not.toBeInTheDocument();
    act(() => settingsStore.getState().setPublic({ displayTypes: ['electricity', 'gas'] }));
    expect(await screen.findByRole('region', { name: 'Consumption' })).toBeInTheDocument();
  });
});
