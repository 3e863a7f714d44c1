import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { adBlockStore, settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { forgetTypedLogin } from '../features/login/typed-login';
import { externalNavigation } from '../lib/external-navigation';
import { DEMO_PASSWORD, DEMO_USER, failWith, getTokenHandler } from '../testing/auth-handlers';
import { testToken } from '../testing/tokens';
import LoginPage from './login-page';

const server = setupTestServer(getTokenHandler);
beforeEach(() => {
  resetPortalState();
  forgetTypedLogin();
  adBlockStore.setState({ detected: undefined });
});
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  name: string,
  password: string,
) {
  await user.type(screen.getByLabelText(/^user/i), name);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('logs in with user and password: request, then success in the store', async () => {
    const loggedIn = jest.fn();
    bus.on('auth:logged-in', loggedIn);
    const { user } = renderWithProviders(<LoginPage />);
    await fillAndSubmit(user, DEMO_USER, DEMO_PASSWORD);
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(authStore.getState()).toMatchObject({
      userId: DEMO_USER,
      loginType: 'credentials',
      statusCode: undefined,
    });
    expect(loggedIn).toHaveBeenCalledWith({
      userId: DEMO_USER,
      loginType: 'credentials',
      newCustomer: false,
    });
    bus.off('auth:logged-in', loggedIn);
  });

  it('requires both fields ("The field cannot be empty")', async () => {
    const { user } = renderWithProviders(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(2);
    expect(screen.getByLabelText(/^user/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('403: says the credentials are incorrect and keeps what was typed', async () => {
    const { user } = renderWithProviders(<LoginPage />);
    await fillAndSubmit(user, DEMO_USER, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect user or password');
    expect(screen.getByLabelText(/^user/i)).toHaveValue(DEMO_USER);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong');
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusCode: 403 });
  });

  it.each([
    [500, 'Internal error. Please try again later.'],
    [502, 'Internal error. Please try again later.'],
    [419, 'The token has expired, log in again'],
  ])('%s: shows the spec message', async (status, message) => {
    server.use(failWith('post', '/auth/get_token', status, { message: 'x' }));
    const { user } = renderWithProviders(<LoginPage />);
    await fillAndSubmit(user, DEMO_USER, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('keeps what was typed when the page is replaced by a loader during the request and comes back', async () => {
    const first = renderWithProviders(<LoginPage />);
    await fillAndSubmit(first.user, DEMO_USER, 'wrong');
    await waitFor(() => expect(authStore.getState().statusCode).toBe(403));
    first.unmount();
    renderWithProviders(<LoginPage />);
    expect(screen.getByLabelText(/^user/i)).toHaveValue(DEMO_USER);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong');
  });

  it('disables the submit button while sending', async () => {
    server.use(failWith('post', '/auth/get_token', 403, { message: 'x' }, 500));
    const { user } = renderWithProviders(<LoginPage />);
    await fillAndSubmit(user, DEMO_USER, DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: /log in/i })).toBeDisabled();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the session-expired message of a failed refresh or an expired session', () => {
    authStore.getState().loginFailure({ code: 401, text: 'token_expired', type: 'info' });
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The session has expired, log in again');
  });

  it('shows the session-expired message after the dialog logged the customer out', () => {
    authStore.getState().loginSuccess(testToken());
    authStore.getState().logout('expired');
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The session has expired, log in again');
  });

  it('shows the ad-blocker warning when one was detected', () => {
    adBlockStore.getState().setDetected(true);
    renderWithProviders(<LoginPage />);
    expect(screen.getByText('An ad blocker has been detected')).toBeInTheDocument();
  });

  it('links to sign-up and password recovery only when the brand enables them', () => {
    const { unmount } = renderWithProviders(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    unmount();
    settingsStore.getState().setPublic({ signup: false, resetPassword: false });
    renderWithProviders(<LoginPage />);
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });

  it('stores ?redirect= for the shell to follow once', () => {
    renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fprofile' });
    expect(authStore.getState().redirect).toEqual({ path: '/profile' });
  });

  it('never stores a redirect to another site', () => {
    renderWithProviders(<LoginPage />, { route: '/login?redirect=%2F%2Fevil.example' });
    expect(authStore.getState().redirect).toBeUndefined();
  });

  it('stores a contract action (?action=&contract=) for the contracts remote', () => {
    renderWithProviders(<LoginPage />, { route: '/login?action=powChange&contract=0001' });
    expect(authStore.getState().redirect).toEqual({
      path: '/contracts/electricity',
      action: { contractName: '0001', action: 'powChange' },
    });
  });

  it('with OpenID on and no default login, goes to the provider', async () => {
    settingsStore.getState().setPublic({
      'oidc.enabled': true,
      'oidc.authorizationUrl': 'https://idp.example/authorize',
      'oidc.clientId': 'portal',
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fprofile' });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('client_id')).toBe('portal');
    expect(url.searchParams.get('ui_locales')).toBe('en-US');
    expect(screen.queryByLabelText(/^user/i)).not.toBeInTheDocument();
  });

  it('with OpenID on, after a failed sign-in shows why and offers the provider again (no redirect loop)', async () => {
    settingsStore
      .getState()
      .setPublic({ 'oidc.enabled': true, 'oidc.authorizationUrl': 'https://idp.example/a' });
    authStore.getState().loginFailure({ code: 403, text: 'Invalid state' });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('invalid state');
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /single sign-on/i }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('with OpenID on and the default login allowed, offers both', async () => {
    settingsStore.getState().setPublic({ 'oidc.enabled': true, 'oidc.allowDefaultLogin': true });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<LoginPage />);
    expect(screen.getByLabelText(/^user/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /single sign-on/i }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});
