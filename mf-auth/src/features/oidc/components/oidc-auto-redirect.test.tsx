// customer-area §2 routing rules: "When OpenID is on, the login route is private-style (redirects to the provider)
// unless a default login is allowed."
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { externalNavigation } from '../../../lib/external-navigation';
import { verifyOidcState } from '../api/oidc-client';
import { startOidcLogin, type StartOidcOptions } from '../api/start-oidc-login';
import { OidcAutoRedirect } from './oidc-auto-redirect';

// The real start, counted: a second start would mean a second nonce and state, racing the first.
jest.mock('../api/start-oidc-login', () => {
  const actual: { startOidcLogin: (options?: StartOidcOptions) => Promise<void> } =
    jest.requireActual('../api/start-oidc-login');
  return { ...actual, startOidcLogin: jest.fn(actual.startOidcLogin) };
});

let assign: jest.SpyInstance<void, [string]>;
beforeEach(() => {
  resetPortalState();
  settingsStore.getState().setPublic({
    'oidc.enabled': true,
    'oidc.authorizationUrl': 'https://idp.example/authorize',
    'oidc.clientId': 'portal',
  });
  assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
  jest.mocked(startOidcLogin).mockClear();
});
afterEach(() => jest.restoreAllMocks());

describe('OidcAutoRedirect', () => {
  it('says where it is going and leaves for the provider on its own', async () => {
    renderWithProviders(<OidcAutoRedirect />, { route: '/login?redirect=%2Finvoices&promocode=WELCOME' });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the sign-in page…');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(url.searchParams.get('ui_locales')).toBe('en-US');
    expect(await verifyOidcState(url.searchParams.get('state'))).toEqual({
      redirect: '/invoices',
      promocode: 'WELCOME',
    });
  });

  it('starts one round trip only, even when the address changes while it leaves', async () => {
    const { router } = renderWithProviders(<OidcAutoRedirect />, { route: '/login' });
    expect(startOidcLogin).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/login?redirect=%2Finvoices'));
    expect(startOidcLogin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});
