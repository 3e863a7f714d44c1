import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { DevHarness, type DevHarnessPage } from './dev-harness';

const server = setupTestServer(
  http.get('/api/v2/ov_customize/ov_settings', () =>
    HttpResponse.json({ 'brand.name': 'Lite', locales: ['es-ES', 'en-US'] }),
  ),
  http.get('/api/v2/ov_customize/ov_private_settings', () => HttpResponse.json({ virtualBattery: true })),
  http.get('/api/v1/feature_flags/', () => HttpResponse.json({ feature_flags: { 'crm.case': true } })),
);

const pages: DevHarnessPage[] = [
  { path: '/demo', title: 'Demo page', element: <p>Demo content</p> },
  { path: '/other', title: 'Other page', element: <p>Other content</p> },
];

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
    render(<DevHarness name="mf_demo" pages={pages} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(settingsStore.getState().settings['brand.name']).toBe('Lite');
    expect(settingsStore.getState().flags['crm.case']).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByRole('heading', { name: 'mf_demo' })).toBeVisible();
    await user.click(within(nav).getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other content')).toBeVisible();
    expect(screen.queryByText(/Signed in/)).not.toBeInTheDocument();
  });

  it('switches the language from its select', async () => {
    const user = userEvent.setup();
    render(<DevHarness name="mf_demo" pages={pages} />);
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    await user.selectOptions(select, 'en-US');
    await waitFor(() => expect(Cookies.get('lang')).toBe('en-US'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });

  it('says who is signed in when a token cookie exists, and loads the private settings', async () => {
    Cookies.set('token', jwt({ user_id: 42 }));
    Cookies.set('lang', 'en-US');
    render(<DevHarness name="mf_demo" pages={pages} />);
    expect(await screen.findByText('Signed in as user 42')).toBeVisible();
    expect(settingsStore.getState().settings.virtualBattery).toBe(true);
  });

  it('still starts when the API is down', async () => {
    server.use(http.get('/api/v2/ov_customize/ov_settings', () => HttpResponse.json({}, { status: 404 })));
    Cookies.set('lang', 'en-US');
    render(<DevHarness name="mf_demo" pages={pages} />);
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(settingsStore.getState().publicState).toBe('error');
  });
});
