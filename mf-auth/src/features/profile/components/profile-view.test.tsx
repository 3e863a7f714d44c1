// The profile (customer-area §2 "Profile", §7 users/): its loading and error (with retry) states, the details, and
// the switch to the contact-data editor and back. Version fallback and the bus event: exposes/profile-page.test.tsx.
import type { Profile } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failWith } from '../../../testing/auth-handlers';
import { testToken } from '../../../testing/tokens';
import { ProfileView } from './profile-view';

let stored: Profile;
const server = setupTestServer(
  http.get('/api/v2/users/', () => HttpResponse.json({ data: stored })),
  http.put('/api/v2/users/', async ({ request }) => {
    const body = (await request.json()) as { email: string; mobile?: string };
    stored = { ...stored, email: body.email, mobile: body.mobile ?? '' };
    return HttpResponse.json({ status: 'OK' });
  }),
);
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(testToken());
  stored = {
    email: 'demo@example.com',
    name: 'Demo Customer',
    newsletter_url: 'https://brand.example/newsletters',
    mobile: '',
  };
});

describe('ProfileView', () => {
  it('says it is loading, then shows name, e-mail and mobile ("—" when there is none)', async () => {
    renderWithProviders(<ProfileView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile…');
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links to the newsletters only when the profile has their address', async () => {
    const { unmount } = renderWithProviders(<ProfileView />);
    expect(await screen.findByRole('link', { name: 'Manage newsletters' })).toHaveAttribute(
      'href',
      'https://brand.example/newsletters',
    );
    unmount();
    stored = { ...stored, newsletter_url: '' };
    renderWithProviders(<ProfileView />);
    await screen.findByText('Demo Customer');
    expect(screen.queryByRole('link', { name: 'Manage newsletters' })).not.toBeInTheDocument();
  });

  it('an error offers a retry, which loads the profile', async () => {
    server.use(failWith('get', '/api/v2/users/', 404), failWith('get', '/api/v1/users/', 404));
    const { user } = renderWithProviders(<ProfileView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Edit opens the editor; Cancel goes back to the details unchanged', async () => {
    const { user } = renderWithProviders(<ProfileView />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    expect(screen.getByRole('form', { name: 'Edit contact data' })).toBeInTheDocument();
    expect(screen.queryByText('Demo Customer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit contact data' })).not.toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
  });

  it('after saving, the details show the saved data, read again', async () => {
    const { user } = renderWithProviders(<ProfileView />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    const email = screen.getByLabelText(/^e-mail/i);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText(/^mobile/i), '612345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText('+34612345678')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit contact data' })).not.toBeInTheDocument();
  });

  // customer-area §6: "Read-only (impersonation) token: ... actions are disabled, with a tooltip"; the portal applies
  // it to the contact data too.
  it('a read-only session cannot open the editor', async () => {
    authStore.getState().setToken(testToken({ readonly: true }));
    const { user } = renderWithProviders(<ProfileView />);
    const edit = await screen.findByRole('button', { name: 'Edit contact data' });
    expect(edit).toBeDisabled();
    await user.click(edit);
    expect(screen.queryByRole('form', { name: 'Edit contact data' })).not.toBeInTheDocument();
  });
});
