import { act, screen, waitFor } from '@testing-library/react';
import { authStore, readTokenCookie, TOKEN_COOKIE } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { SessionExpiredDialog } from './session-expired-dialog';

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess('old.token.sig', { loginType: 'credentials' });
});

function expire() {
  act(() => bus.emit('session:expired', { source: 'http' }));
}

describe('session-expired dialog', () => {
  it('opens on session:expired and its button logs out and goes to login', async () => {
    const { user, router } = renderWithProviders(<SessionExpiredDialog />, { route: '/invoices' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expire();
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Your session has expired' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('The session has expired, sign in again');
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, token: undefined });
    expect(readTokenCookie()).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('closes when a new token appears (another tab logged in) and adopts it', async () => {
    renderWithProviders(<SessionExpiredDialog />, { route: '/invoices' });
    expire();
    await screen.findByRole('alertdialog');
    // The expired token still in the cookie does not close it.
    act(() => window.dispatchEvent(new Event('focus')));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    Cookies.set(TOKEN_COOKIE, 'fresh.token.sig', { path: '/' });
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(authStore.getState().token).toBe('fresh.token.sig');
  });
});
