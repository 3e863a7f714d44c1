import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failWith } from '../testing/auth-handlers';
import { testToken } from '../testing/tokens';
import ProfilePage from './profile-page';

const profile = {
  email: 'demo@example.com',
  name: 'Demo Customer',
  newsletter_url: '',
  mobile: '+34600000000',
};
let updated: unknown;
const server = setupTestServer(
  http.get('/api/v2/users/', () => HttpResponse.json({ data: profile })),
  http.put('/api/v2/users/', async ({ request }) => {
    updated = await request.json();
    return HttpResponse.json({ status: 'OK' });
  }),
);
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(testToken());
  updated = undefined;
});

describe('ProfilePage', () => {
  it('shows the version 2 profile after a loading state', async () => {
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile…');
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
  });

  it('falls back to version 1 (data.result)', async () => {
    server.use(
      failWith('get', '/api/v2/users/', 404),
      http.get('/api/v1/users/', () =>
        HttpResponse.json({ data: { result: { ...profile, name: 'From v1' } } }),
      ),
    );
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('From v1')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    server.use(failWith('get', '/api/v2/users/', 404), failWith('get', '/api/v1/users/', 404));
    const { user } = renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Demo Customer')).toBeInTheDocument();
  });

  it('edits mobile and e-mail with PUT users/, then refetches the profile and emits profile:changed', async () => {
    const changed = jest.fn();
    bus.on('profile:changed', changed);
    let reads = 0;
    server.use(
      http.get('/api/v2/users/', () => {
        reads += 1;
        return HttpResponse.json({ data: profile });
      }),
    );
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    const email = screen.getByLabelText(/^e-mail/i);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const mobile = screen.getByLabelText(/^mobile/i);
    await user.clear(mobile);
    await user.type(mobile, '612 345 678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toEqual({ email: 'new@example.com', mobile: '+34612345678' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(reads).toBe(2);
    bus.off('profile:changed', changed);
  });

  it('a 400 puts its errors on the fields', async () => {
    // The versioned client falls back to v1 after a v2 failure: both answer the 400.
    const errors = { errors: { email: 'E-mail already in use' } };
    server.use(
      failWith('put', '/api/v2/users/', 400, errors),
      failWith('put', '/api/v1/users/', 400, errors),
    );
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/^e-mail/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an invalid mobile', async () => {
    const { user } = renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    const mobile = screen.getByLabelText(/^mobile/i);
    await user.clear(mobile);
    await user.type(mobile, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The mobile number is not valid')).toBeInTheDocument();
    expect(updated).toBeUndefined();
  });

  it('a read-only (impersonation) session cannot edit', async () => {
    authStore.getState().setToken(testToken({ readonly: true }));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('button', { name: 'Edit contact data' })).toBeDisabled();
  });
});
