import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ProfileMenu } from './profile-menu';

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess('a.b.c', { loginType: 'credentials' });
});

describe('ProfileMenu (change password, newsletter, logout)', () => {
  it('goes to change password', async () => {
    const { user, router } = renderWithProviders(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });

  it('offers the newsletter only when enabled', async () => {
    settingsStore.getState().setPublic({ 'newsletter.enabled': true });
    const { user, router } = renderWithProviders(<ProfileMenu />);
    screen.getByRole('button', { name: 'User menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Newsletter' })).toBeInTheDocument();
    // Opening by keyboard highlights the first item once the menu has settled; an arrow pressed
    // before that would highlight the first item instead of moving past it.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/newsletter'));
  });

  it('logs out with the keyboard and goes to login', async () => {
    const { user, router } = renderWithProviders(<ProfileMenu />, { route: '/invoices' });
    screen.getByRole('button', { name: 'User menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Newsletter' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});
