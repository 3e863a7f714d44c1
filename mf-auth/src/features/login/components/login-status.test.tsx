// The message of the last failed way in, read from the shared auth store (customer-area §8 "Login": 401 "The session
// has expired, log in again"; 403 credentials incorrect; 500/502 internal error; 419 token expired; token invalid;
// client id data invalid; sign-out failed; OpenID "Invalid state" 403). The full mapping: login-status-message.test.ts.
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { INVALID_STATE } from '../../../lib/oidc-status';
import { testToken } from '../../../testing/tokens';
import { LoginStatus } from './login-status';

beforeEach(() => resetPortalState());

describe('LoginStatus', () => {
  it('shows nothing before any way in has failed', () => {
    renderWithProviders(<LoginStatus />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing while a login runs or after it succeeded', () => {
    authStore.getState().startAuthenticating('credentials');
    renderWithProviders(<LoginStatus />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => authStore.getState().loginSuccess(testToken(), { loginType: 'credentials' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['credentials', 403, 'Invalid credentials', 'Incorrect user or password'],
    ['credentials', 502, 'Bad gateway', 'Internal error. Please try again later.'],
    ['refresh', 401, 'token_expired', 'The session has expired, log in again'],
    ['token', 401, 'Unauthorized', 'The access token is not valid'],
    ['clientid', 403, 'Forbidden', 'The client id data is not valid'],
    ['openid', 403, INVALID_STATE, 'The sign-in could not be verified (invalid state). Please try again.'],
  ] as const)('a failed %s login with %s shows its message', (loginType, code, text, message) => {
    authStore.getState().startAuthenticating(loginType);
    authStore.getState().loginFailure({ code, text });
    renderWithProviders(<LoginStatus />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('appears as soon as the store records a failure, and goes once a new login succeeds', () => {
    renderWithProviders(<LoginStatus />);
    act(() => {
      authStore.getState().startAuthenticating('credentials');
      authStore.getState().loginFailure({ code: 419, text: 'Token expired' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The token has expired, log in again');
    act(() => authStore.getState().loginSuccess(testToken(), { loginType: 'credentials' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after the session-expired logout says why ("The session has expired, log in again")', () => {
    authStore.getState().loginSuccess(testToken());
    renderWithProviders(<LoginStatus />);
    act(() => authStore.getState().logout('expired'));
    expect(screen.getByRole('alert')).toHaveTextContent('The session has expired, log in again');
  });
});
