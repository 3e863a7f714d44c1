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
let confirmations: string[];
// As the API does (issue 42): the mobile changes at once, a new e-mail waits for the link mailed to it.
const server = setupTestServer(
  http.get('/api/v2/users/', () => HttpResponse.json({ data: stored })),
  http.put('/api/v2/users/', async ({ request }) => {
    const body = (await request.json()) as { email: string; mobile?: string };
    const pending = body.email === stored.email ? stored.pending_email : body.email;
    stored = { ...stored, mobile: body.mobile ?? '', ...(pending ? { pending_email: pending } : {}) };
    return HttpResponse.json({ data: stored });
  }),
  http.post('/api/v2/users/email/confirm', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    confirmations.push(token);
    if (token !== 'good-token' || !stored.pending_email)
      return HttpResponse.json({ message: 'invalid_confirmation' }, { status: 400 });
    const { pending_email: email, ...rest } = stored;
    stored = { ...rest, email };
    return HttpResponse.json({ data: stored });
  }),
);
beforeEach(() => {
  resetPortalState();
  confirmations = [];
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

  // Issue 42 finding 1: a new e-mail takes effect only once the new address confirms it; the portal says so, and the
  // e-mail shown stays the old one until then.
  it('after saving a new e-mail, says a confirmation link was sent to it and keeps showing the old one', async () => {
    const { user } = renderWithProviders(<ProfileView />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact data' }));
    const email = screen.getByLabelText(/^e-mail/i);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText(/^mobile/i), '612345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('We have sent a confirmation link to new@example.com.');
    expect(notice).toHaveTextContent('Until then your e-mail stays demo@example.com.');
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('+34612345678')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit contact data' })).not.toBeInTheDocument();
  });

  it("the link's landing (?confirm_email=) confirms once, then shows the new e-mail", async () => {
    stored = { ...stored, pending_email: 'new@example.com' };
    const { router } = renderWithProviders(<ProfileView />, { route: '/profile?confirm_email=good-token' });
    expect(await screen.findByText('Your new e-mail is confirmed.')).toBeInTheDocument();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryByText('demo@example.com')).not.toBeInTheDocument();
    expect(confirmations).toEqual(['good-token']);
    // The single-use token leaves the address.
    expect(router.state.location.search).toBe('');
  });

  it('a link that is not valid (used, expired, of another account) says so and changes nothing', async () => {
    renderWithProviders(<ProfileView />, { route: '/profile?confirm_email=used-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid or has expired.',
    );
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
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
