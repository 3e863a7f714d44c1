import { act } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { useLogoutRequests } from './logout-requests';

function Listener() {
  useLogoutRequests();
  return <p>page</p>;
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess('some.token.sig', { loginType: 'credentials' });
});

describe('a logout requested by a remote through the bus', () => {
  it('logs out and goes to the login page', async () => {
    const { router } = renderWithProviders(<Listener />, { route: '/facturas' });
    act(() => bus.emit('auth:logout-requested', { reason: 'user' }));
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, loginType: 'logout' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stops listening when the shell unmounts', () => {
    const { unmount } = renderWithProviders(<Listener />);
    unmount();
    bus.emit('auth:logout-requested', { reason: 'user' });
    expect(authStore.getState().isAuthenticated).toBe(true);
  });
});
