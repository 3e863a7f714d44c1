// The login form on its own (customer-area §2 "Login": fields user and password; §5 "Empty field: The field cannot
// be empty"). The failure's message is LoginStatus's (login-status.test.tsx); this form keeps what was typed.
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD, DEMO_USER, failWith } from '../../../testing/auth-handlers';
import { testToken } from '../../../testing/tokens';
import { forgetTypedLogin } from '../typed-login';
import { LoginForm } from './login-form';

let sent: unknown[] = [];
const server = setupTestServer(
  http.post('/auth/get_token', async ({ request }) => {
    const body = (await request.json()) as { user: string; password: string };
    sent.push(body);
    return body.user === DEMO_USER && body.password === DEMO_PASSWORD
      ? HttpResponse.json({ token: testToken() })
      : HttpResponse.json({ message: 'Invalid credentials' }, { status: 403 });
  }),
);
beforeEach(() => {
  resetPortalState();
  forgetTypedLogin();
  sent = [];
});

type User = ReturnType<typeof renderWithProviders>['user'];
async function submit(user: User, name: string, password: string) {
  if (name) await user.type(screen.getByLabelText(/^user/i), name);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('is a form named "Log in" with a user and a hidden password field', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^user/i)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
  });

  it('"The field cannot be empty" on the one field left empty, without a request', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await submit(user, DEMO_USER, '');
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^user/i)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('a user of blanks only is empty', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await submit(user, '   ', DEMO_PASSWORD);
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^user/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the user trimmed and the password as typed', async () => {
    const { user } = renderWithProviders(<LoginForm />);
    await submit(user, `  ${DEMO_USER} `, DEMO_PASSWORD);
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(sent).toEqual([{ user: DEMO_USER, password: DEMO_PASSWORD }]);
  });

  it('disables the button while the request runs, and enables it after a failure', async () => {
    server.use(failWith('post', '/auth/get_token', 403, { message: 'x' }, 500));
    const { user } = renderWithProviders(<LoginForm />);
    await submit(user, DEMO_USER, 'Wrong-1');
    expect(screen.getByRole('button', { name: /log in/i })).toBeDisabled();
    await waitFor(() => expect(authStore.getState().statusCode).toBe(403));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });

  it('a failure keeps both fields as typed, also when the form is mounted again', async () => {
    const first = renderWithProviders(<LoginForm />);
    await submit(first.user, DEMO_USER, 'Wrong-1');
    await waitFor(() => expect(authStore.getState().statusCode).toBe(403));
    expect(screen.getByLabelText(/^user/i)).toHaveValue(DEMO_USER);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Wrong-1');
    first.unmount();
    renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText(/^user/i)).toHaveValue(DEMO_USER);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Wrong-1');
  });

  it('a success forgets what was typed: the next form starts empty', async () => {
    const first = renderWithProviders(<LoginForm />);
    await submit(first.user, DEMO_USER, DEMO_PASSWORD);
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    first.unmount();
    renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText(/^user/i)).toHaveValue('');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  });
});
