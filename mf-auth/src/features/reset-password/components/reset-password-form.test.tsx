// Password recovery (visitor-features §2: "fields NIF and e-mail, a success message, and a button to the login
// page"; §5: "nif and email required, email must be an e-mail; a 400 response shows per-field errors").
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { failWith } from '../../../testing/auth-handlers';
import { ResetPasswordForm } from './reset-password-form';

let sent: unknown[] = [];
const server = setupTestServer(
  http.post('/api/v1/user/reset/', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ status: 'OK' });
  }),
);
beforeEach(() => {
  resetPortalState();
  sent = [];
});

const nif = () => screen.getByLabelText(/^nif/i);
const email = () => screen.getByLabelText(/^e-mail/i);
type User = ReturnType<typeof renderWithProviders>['user'];
async function fill(user: User, values: { nif?: string; email?: string }) {
  if (values.nif) await user.type(nif(), values.nif);
  if (values.email) await user.type(email(), values.email);
}
const recover = (user: User) => user.click(screen.getByRole('button', { name: 'Recover password' }));

describe('ResetPasswordForm', () => {
  it('offers the way back to login before sending', () => {
    renderWithProviders(<ResetPasswordForm />);
    expect(screen.getByRole('form', { name: 'Password recovery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('"The field cannot be empty" on the field left empty, without sending', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { email: 'demo@example.com' });
    await recover(user);
    await waitFor(() => expect(nif()).toHaveAccessibleDescription('The field cannot be empty'));
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('"The e-mail is not valid", without sending', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { nif: '12345678Z', email: 'demo@' });
    await recover(user);
    await waitFor(() => expect(email()).toHaveAccessibleDescription('The e-mail is not valid'));
    expect(sent).toEqual([]);
  });

  it('sends the NIF in upper case and trimmed; then the success message replaces the form', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { nif: ' 12345678z ', email: ' demo@example.com' });
    await recover(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent you an e-mail with the instructions to recover your password. Check your inbox.',
    );
    expect(sent).toEqual([{ nif: '12345678Z', email: 'demo@example.com' }]);
    expect(screen.queryByRole('form', { name: 'Password recovery' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('disables the button while sending', async () => {
    server.use(
      http.post('/api/v1/user/reset/', async () => {
        await delay(500);
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { nif: '12345678Z', email: 'demo@example.com' });
    await recover(user);
    expect(screen.getByRole('button', { name: /recover password/i })).toBeDisabled();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('a 400 puts each error on its field, focuses the first and keeps what was typed', async () => {
    server.use(
      failWith('post', '/api/v1/user/reset/', 400, {
        errors: { nif: 'Unknown tax id', email: 'The e-mail does not match' },
      }),
    );
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { nif: '00000000T', email: 'other@example.com' });
    await recover(user);
    await waitFor(() => expect(nif()).toHaveAccessibleDescription('Unknown tax id'));
    expect(email()).toHaveAccessibleDescription('The e-mail does not match');
    expect(nif()).toHaveFocus();
    expect(nif()).toHaveValue('00000000T');
    expect(email()).toHaveValue('other@example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('"Password recovery: on a 400, per-field errors; other errors not shown": what was typed stays', async () => {
    server.use(failWith('post', '/api/v1/user/reset/', 500, {}));
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await fill(user, { nif: '12345678Z', email: 'laura.garcia@example.com' });
    await recover(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recover password' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(nif()).toHaveValue('12345678Z');
    expect(email()).toHaveValue('laura.garcia@example.com');
  });
});
