import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore, type SettingsResponse } from '@portal/shared/settings';
import { bannersHandler, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { loadRemote } from '../testing/mf-runtime-mock';
import { preparePortalTests } from '../testing/prepare-portal-tests';
import { renderPortal } from '../testing/render-portal';
import { MAINTENANCE_BYPASS_COOKIE } from './maintenance';

function withSettings(settings: SettingsResponse): void {
  settingsStore.getState().setPublic(settings);
}

function signIn(): void {
  authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' });
}

setupTestServer(
  http.get('*/api/v2/ov_customize/ov_private_settings', () =>
    HttpResponse.json({ 'invoices.enablePayment': true }),
  ),
  // The home asks for the brand's banner once its tiles are shown (visitor-features §7).
  bannersHandler(),
);

preparePortalTests();

describe('routing (customer-area §2 "Rules about routing")', () => {
  it('"Unknown paths show an error page with code 404."', async () => {
    renderPortal('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('answers 404 for a route the brand disables', async () => {
    renderPortal('/comparator', ['mf_tools']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('"Default home type is redirect to invoices", and an unauthenticated visitor goes to login', async () => {
    const { router } = renderPortal('/', ['mf_auth', 'mf_invoices_payment']);
    expect(await screen.findByText('module mf_auth/LoginPage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(authStore.getState().redirect).toEqual({ path: '/invoices' });
  });

  it('the dashboard home redirects to invoices', async () => {
    withSettings({ homeType: 'dashboard' });
    signIn();
    const { router } = renderPortal('/', ['mf_invoices_payment']);
    expect(await screen.findByText('module mf_invoices_payment/InvoicesPage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices');
  });

  it('the tab-group home shows visitors the hero with begin and login, and the tiles of enabled remotes only', async () => {
    withSettings({ homeType: 'tabGroups' });
    const { user, router } = renderPortal('/', ['mf_auth', 'mf_contracts']);
    expect(await screen.findByText('module mf_contracts/HomeTiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Begin' })).toBeInTheDocument();
    // The disabled remotes' tiles are absent, and nothing was requested from them.
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_contracts/HomeTiles']);
    await user.click(screen.getAllByRole('link', { name: 'Sign in' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the tab-group home has no hero for a signed-in user', async () => {
    withSettings({ homeType: 'tabGroups' });
    signIn();
    renderPortal('/', ['mf_contracts']);
    expect(await screen.findByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin' })).not.toBeInTheDocument();
  });

  it('"While authentication is in progress on a private route a loader shows."', async () => {
    authStore.setState({ isAuthenticating: true });
    renderPortal('/invoices', ['mf_invoices_payment']);
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('"A signed-in user who opens a public route is sent to invoices."', async () => {
    signIn();
    const { router } = renderPortal('/reset-password', ['mf_auth', 'mf_invoices_payment']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
  });

  // Issue 43 item 3: the same rule when the address is typed or bookmarked, i.e. a full page load where the stored
  // session is restored on start (loginType `refresh`), for every public route.
  it.each([
    ['/login', ['mf_auth']],
    ['/register', ['mf_auth']],
    ['/contact', ['mf_cases']],
    ['/reset-password', ['mf_auth']],
    ['/power', ['mf_tools']],
    ['/comparator', ['mf_tools']],
  ] as const)(
    '"A signed-in user who opens a public route is sent to invoices": %s on a full page load',
    async (path, remotes) => {
      // The default brand's tab-group home: a login's destination (the home) is not invoices there.
      withSettings({
        homeType: 'tabGroups',
        signup: true,
        contact: true,
        unsignedContact: true,
        'powerCalculator.enabled': true,
        'comparator.enabled': true,
      });
      authStore.getState().startRefreshing();
      const { router } = renderPortal(path, [...remotes, 'mf_invoices_payment']);
      expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
      act(() => authStore.getState().loginSuccess('header.payload.sig', { loginType: 'refresh' }));
      expect(await screen.findByText('module mf_invoices_payment/InvoicesPage')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/invoices');
    },
  );

  it("registers every locale's path at once", async () => {
    signIn();
    renderPortal('/facturas', ['mf_invoices_payment']);
    expect(await screen.findByText('module mf_invoices_payment/InvoicesPage')).toBeInTheDocument();
  });

  it('shows the auth error page with its continue button, which clears the error', async () => {
    authStore.getState().loginFailure({ code: 401, text: 'The access token is not valid' });
    const { user, router } = renderPortal('/invoices', ['mf_auth', 'mf_invoices_payment']);
    expect(await screen.findByText('The access token is not valid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.getState().statusCode).toBeUndefined();
  });
});

describe('after login', () => {
  it('follows a stored redirect once', async () => {
    authStore.getState().setRedirect({ path: '/requests' });
    const { router } = renderPortal('/login', ['mf_auth', 'mf_cases']);
    await screen.findByText('module mf_auth/LoginPage');
    authStore.getState().loginSuccess('header.payload.sig', { loginType: 'credentials' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(await screen.findByText('module mf_cases/RequestsPage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/requests');
    expect(authStore.getState().redirect).toBeUndefined();
  });

  it('goes home when there is no stored redirect', async () => {
    withSettings({ homeType: 'tabGroups' });
    const { router } = renderPortal('/login', ['mf_auth']);
    await screen.findByText('module mf_auth/LoginPage');
    authStore.getState().loginSuccess('header.payload.sig', { loginType: 'credentials' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a new customer to the first enabled contracting route', async () => {
    withSettings({ 'contractation.dual.enabled': true, 'contractation.gas.enabled': true });
    const { router } = renderPortal('/login', ['mf_auth', 'mf_contracting']);
    await screen.findByText('module mf_auth/LoginPage');
    authStore.getState().loginSuccess('header.payload.sig', { loginType: 'openid', newCustomer: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-dual-customer'));
  });

  it('sends a visitor who logs in with a promo code in the address to the first enabled contracting route', async () => {
    withSettings({ 'contractation.gas.enabled': true });
    const { router } = renderPortal('/login?promocode=SPRING', ['mf_auth', 'mf_contracting']);
    await screen.findByText('module mf_auth/LoginPage');
    authStore.getState().loginSuccess('header.payload.sig', { loginType: 'credentials' });
    expect(await screen.findByText('module mf_contracting/GasContractingPage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-gas-customer');
    expect(router.state.location.search).toBe('?promocode=SPRING');
  });

  it('sends a visitor arriving with a promo code to the first enabled contracting route', async () => {
    withSettings({ 'contractation.electricity.enabled': true });
    const { router } = renderPortal('/?promocode=SPRING', ['mf_contracting']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-electricity-customer'));
    expect(router.state.location.search).toBe('?promocode=SPRING');
  });
});

describe('maintenance mode ("every path shows an error page with code 503")', () => {
  afterEach(() => Cookies.remove(MAINTENANCE_BYPASS_COOKIE, { path: '/' }));

  it('shows 503 with the logo, a refresh button and no help link, on every path', async () => {
    withSettings({
      'maintenance.enabled': true,
      'links.help': 'https://help.example',
      'brand.name': 'Acme Energy',
    });
    renderPortal('/contact', ['mf_cases']);
    expect(await screen.findByRole('heading', { name: 'We are under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Acme Energy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows the optional start and end time, and is off outside the window', async () => {
    withSettings({
      'maintenance.enabled': true,
      'maintenance.start': '2000-01-01T08:00:00Z',
      'maintenance.end': '2999-01-01T10:00:00Z',
    });
    renderPortal('/');
    // DD/MM/YYYY HH:mm through the shared formatter, not "1/1/00, 8:00 AM" (issue 43 item 8).
    expect(await screen.findByText(/^Start: \d\d\/01\/2000 \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText(/^Expected end: \d\d\/01\/2999 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('is off before its start', async () => {
    withSettings({ 'maintenance.enabled': true, 'maintenance.start': '2999-01-01T08:00:00Z' });
    renderPortal('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lets a browser with the bypass cookie through', async () => {
    Cookies.set(MAINTENANCE_BYPASS_COOKIE, '1', { path: '/' });
    withSettings({ 'maintenance.enabled': true });
    renderPortal('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
