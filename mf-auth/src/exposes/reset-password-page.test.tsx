import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failWith } from '../testing/auth-handlers';
import ResetPasswordPage from './reset-password-page';

let sent: unknown;
const server = setupTestServer(
  http.post('/api/v1/user/reset/', async ({ request }) => {
    sent = await request.json();
    return HttpResponse.json({ status: 'OK' });
  }),
);
beforeEach(() => {
  resetPortalState();
  sent = undefined;
});

describe('ResetPasswordPage (visitor-features §2, §5)', () => {
  it('sends nif and email, then shows the success message and the button to login', async () => {
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/^nif/i), '12345678z');
    await user.type(screen.getByLabelText(/^e-mail/i), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/sent you an e-mail/);
    expect(sent).toEqual({ nif: '12345678Z', email: 'demo@example.com' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('"nif and email required, email must be an e-mail"', async () => {
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^e-mail/i), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('The e-mail is not valid')).toBeInTheDocument();
    expect(sent).toBeUndefined();
  });

  it('"a 400 response shows per-field errors", keeping what was typed', async () => {
    server.use(
      failWith('post', '/api/v1/user/reset/', 400, {
        errors: { nif: 'Unknown tax id', email: 'The e-mail does not match' },
      }),
    );
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/^nif/i), '00000000T');
    await user.type(screen.getByLabelText(/^e-mail/i), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Recover password' }));
    expect(await screen.findByText('Unknown tax id')).toBeInTheDocument();
    expect(screen.getByText('The e-mail does not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^nif/i)).toHaveValue('00000000T');
  });
});
