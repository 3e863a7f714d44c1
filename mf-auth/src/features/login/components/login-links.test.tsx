// customer-area §2 "Login": "links for sign up and forgot password", each shown when the brand enables it.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { LoginLinks } from './login-links';

beforeEach(() => resetPortalState());

describe('LoginLinks', () => {
  it('links to password recovery and sign-up in the current language', () => {
    renderWithProviders(<LoginLinks />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it.each([
    [{ signup: false }, ['Forgot your password?'], ['Sign up']],
    [{ resetPassword: false }, ['Sign up'], ['Forgot your password?']],
    [{ signup: false, resetPassword: false }, [], ['Sign up', 'Forgot your password?']],
  ])('with %j shows only the enabled ones', (settings, shown, hidden) => {
    settingsStore.getState().setPublic(settings);
    renderWithProviders(<LoginLinks />);
    for (const name of shown) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
