// customer-area §2 "Change password": "With OpenID on, changing the password goes to an external address instead."
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { ExternalChangePassword } from './external-change-password';

beforeEach(() => resetPortalState());

describe('ExternalChangePassword', () => {
  it("says the password belongs to the single sign-on account and links to the brand's address", () => {
    settingsStore.getState().setPublic({
      'oidc.enabled': true,
      'oidc.changePasswordUrl': 'https://idp.example/account/password',
    });
    renderWithProviders(<ExternalChangePassword />);
    expect(screen.getByText('Your password is managed by your single sign-on account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      'https://idp.example/account/password',
    );
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it("takes the address from the brand's settings when they arrive after it rendered", () => {
    renderWithProviders(<ExternalChangePassword />);
    act(() => settingsStore.getState().setPublic({ 'oidc.changePasswordUrl': 'https://idp.example/pw' }));
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      'https://idp.example/pw',
    );
  });
});
