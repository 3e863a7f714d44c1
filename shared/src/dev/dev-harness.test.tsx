import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { DevHarness } from './dev-harness';

const server = setupTestServer(
  http.get('/api/v2/ov_customize/ov_settings', () =>
    HttpResponse.json({ 'brand.name': 'Lite', locales: ['es-ES', 'en-US'] }),
  ),
  http.get('/api/v2/ov_customize/ov_private_settings', () => HttpResponse.json({ virtualBattery: true })),
  http.get('/api/v1/feature_flags/', () => HttpResponse.json({ feature_flags: { 'crm.case': true } })),
);

// The harness reads a remote's exposes map: built pages at their catalogue paths, pending ones only listed.
const exposes = {
  './LoginPage': async () => ({ default: () => <p>Demo content</p> }),
  './ConnectPage': async () => ({ default: () => <p>Other content</p> }),
  './ChangePasswordPage': 'pending',
  './SignUpPage': 'pending',
  './ResetPasswordPage': 'pending',
  './ProfilePage': 'pending',
} as const;

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(payload)}.x`;
}

beforeEach(() => {
  resetPortalState();
  window.history.replaceState(null, '', '/');
});

describe('DevHarness', () => {
  it('loads the public settings and flags, starts in the lang cookie locale and lists the pages', async () => {
    Cookies.set('lang', 'en-US');
    const user = userEvent.setup();
    render(<DevHarness name="mf_auth" exposes={exposes} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(settingsStore.getState().settings['brand.name']).toBe('Lite');
    expect(settingsStore.getState().flags['crm.case']).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByRole('heading', { name: 'mf_auth' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: /changePassword/ })).not.toBeInTheDocument();
    const modules = screen.getByRole('list', { name: 'Exposed modules' });
    expect(within(modules).getByText(/changePassword \(pending\)/)).toBeVisible();
    await user.click(within(nav).getByRole('link', { name: 'connect (./ConnectPage)' }));
    expect(await screen.findByText('Other content')).toBeVisible();
    expect(window.location.pathname).toBe('/connect');
  });

  it('serves a page at its catalogue path in every locale', async () => {
    Cookies.set('lang', 'en-US');
    window.history.replaceState(null, '', '/acceso');
    render(<DevHarness name="mf_auth" exposes={exposes} />);
    expect(await screen.findByText('Demo content')).toBeVisible();
    expect(screen.queryByText(/Signed in/)).not.toBeInTheDocument();
  });

  it('switches the language from its select', async () => {
    const user = userEvent.setup();
    render(<DevHarness name="mf_auth" exposes={exposes} />);
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    await user.selectOptions(select, 'en-US');
    await waitFor(() => expect(Cookies.get('lang')).toBe('en-US'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });

  it('says who is signed in when a token cookie exists, and loads the private settings', async () => {
    Cookies.set('token', jwt({ user_id: 42 }));
    Cookies.set('lang', 'en-US');
    render(<DevHarness name="mf_auth" exposes={exposes} />);
    expect(await screen.findByText('Signed in as user 42')).toBeVisible();
    expect(settingsStore.getState().settings.virtualBattery).toBe(true);
  });

  it('still starts when the API is down', async () => {
    server.use(http.get('/api/v2/ov_customize/ov_settings', () => HttpResponse.json({}, { status: 404 })));
    Cookies.set('lang', 'en-US');
    render(<DevHarness name="mf_auth" exposes={exposes} />);
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(settingsStore.getState().publicState).toBe('error');
  });
});
