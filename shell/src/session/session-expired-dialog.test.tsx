import { act, screen, waitFor } from '@testing-library/react';
import { authStore, readTokenCookie, TOKEN_COOKIE } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { resetShellState } from '../testing/reset-shell';
import { SessionExpiredDialog } from './session-expired-dialog';
import { installSessionExpiry } from './session-expiry';

let removeExpiry: () => void = () => undefined;
afterEach(() => removeExpiry());

beforeEach(() => {
  resetPortalState();
  resetShellState();
  // As on start: the expiry is listened to before anything is rendered (session-listeners.ts).
  removeExpiry = installSessionExpiry();
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

  // Issue 43 item 1: on a full page load the page's first call may answer 401 token_expired before the layout (and
  // the dialog in it) is first committed; "any 401 token_expired, from any call, opens the dialog".
  it('opens for an expiry reported before it was rendered, once the session check has signed the customer in', async () => {
    authStore.setState({ isAuthenticated: false, isAuthenticating: true, isRefreshing: true });
    expire();
    renderWithProviders(<SessionExpiredDialog />, { route: '/contracts/electricity' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The session check found the stored token valid (it expired right after).
    act(() => authStore.getState().loginSuccess('old.token.sig', { loginType: 'refresh' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session has expired' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('stays closed for a stale token the session check refuses on start: the login page says why instead', async () => {
    authStore.setState({ isAuthenticated: false, isAuthenticating: true, isRefreshing: true });
    expire();
    renderWithProviders(<SessionExpiredDialog />, { route: '/login' });
    act(() => authStore.getState().loginFailure({ code: 401, text: 'expired', type: 'info' }));
    // A later login with a new token does not bring the old expiry back.
    act(() => authStore.getState().loginSuccess('new.token.sig', { loginType: 'credentials' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
  // A call made with the expired token may answer after another tab's login has put a new token in the cookie: that
  // late 401 must neither mark the new token expired nor keep the dialog open (e2e "the dialog closes when a valid
  // token reappears" was flaky on this).
  it('closes for a new token even when a call made with the old one answers 401 after it appeared', async () => {
    renderWithProviders(<SessionExpiredDialog />, { route: '/profile' });
    act(() => bus.emit('session:expired', { source: 'http', token: 'old.token.sig' }));
    await screen.findByRole('alertdialog');
    Cookies.set(TOKEN_COOKIE, 'fresh.token.sig', { path: '/' });
    act(() => bus.emit('session:expired', { source: 'http', token: 'old.token.sig' }));
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(authStore.getState().token).toBe('fresh.token.sig');
  });

  it('does not reopen for a late 401 of the old token once the new one is adopted', async () => {
    renderWithProviders(<SessionExpiredDialog />, { route: '/profile' });
    act(() => bus.emit('session:expired', { source: 'http', token: 'old.token.sig' }));
    await screen.findByRole('alertdialog');
    Cookies.set(TOKEN_COOKIE, 'fresh.token.sig', { path: '/' });
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    act(() => bus.emit('session:expired', { source: 'http', token: 'old.token.sig' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
