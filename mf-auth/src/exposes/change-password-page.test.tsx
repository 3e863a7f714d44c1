import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { failWith } from '../testing/auth-handlers';
import { testToken } from '../testing/tokens';
import ChangePasswordPage from './change-password-page';

const newToken = testToken({ user_id: 'renewed' });
let sent: unknown;
const server = setupTestServer(
  http.put('/api/v1/user/password', async ({ request }) => {
    sent = await request.json();
    return HttpResponse.json({ status: 'OK', token: newToken });
  }),
);
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(testToken());
  sent = undefined;
});

type User = ReturnType<typeof renderWithProviders>['user'];
async function fill(user: User, current: string, password: string, repeat: string) {
  await user.type(screen.getByLabelText(/^current password/i), current);
  await user.type(screen.getByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^repeat the new password/i), repeat);
}

describe('ChangePasswordPage', () => {
  it('changes the password, sends current and password, and stores the returned token', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />);
    await fill(user, 'Demo-2026', 'Nueva-2027', 'Nueva-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(sent).toEqual({ current: 'Demo-2026', password: 'Nueva-2027' });
    expect(authStore.getState().token).toBe(newToken);
  });

  it('shows the live checklist of the rules', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />);
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('At least 6 characters')).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText(/^new password/i), 'abcdef1');
    expect(within(rules).getByText('At least 6 characters')).toHaveTextContent('(met)');
    expect(within(rules).getByText('A lower-case letter')).toHaveTextContent('(met)');
    expect(within(rules).getByText('A digit')).toHaveTextContent('(met)');
    expect(within(rules).getByText('An upper-case letter')).toHaveTextContent('(not met)');
    expect(within(rules).getByText('A symbol')).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText(/^repeat the new password/i), 'abcdef1');
    expect(within(rules).getByText('The repeated password is the same')).toHaveTextContent('(met)');
  });

  it('shows and hides each password', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />);
    const current = screen.getByLabelText(/^current password/i);
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(current).toHaveAttribute('type', 'text');
  });

  it('says when the passwords do not coincide, without sending', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />);
    await fill(user, 'Demo-2026', 'Nueva-2027', 'Nueva-2028');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords must coincide')).toBeInTheDocument();
    expect(sent).toBeUndefined();
  });

  it('403: "current password incorrect", on the current field, keeping what was typed', async () => {
    server.use(failWith('put', '/api/v1/user/password', 403, { message: 'Forbidden' }));
    const { user } = renderWithProviders(<ChangePasswordPage />);
    await fill(user, 'Wrong-2026', 'Nueva-2027', 'Nueva-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^current password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^new password/i)).toHaveValue('Nueva-2027');
  });

  it('any other failure: the generic message', async () => {
    server.use(failWith('put', '/api/v1/user/password', 500, { message: 'boom' }));
    const { user } = renderWithProviders(<ChangePasswordPage />);
    await fill(user, 'Demo-2026', 'Nueva-2027', 'Nueva-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password could not be changed');
  });

  it('disables the button while sending', async () => {
    server.use(
      http.put('/api/v1/user/password', async () => {
        await delay(500);
        return HttpResponse.json({ status: 'OK', token: newToken });
      }),
    );
    const { user } = renderWithProviders(<ChangePasswordPage />);
    await fill(user, 'Demo-2026', 'Nueva-2027', 'Nueva-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('button', { name: /change password/i })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('Your password has been changed.')).toBeInTheDocument());
  });

  it('with OpenID on, the button goes to the external address', () => {
    settingsStore
      .getState()
      .setPublic({ 'oidc.enabled': true, 'oidc.changePasswordUrl': 'https://idp.example/password' });
    renderWithProviders(<ChangePasswordPage />);
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      'https://idp.example/password',
    );
    expect(screen.queryByLabelText(/^current password/i)).not.toBeInTheDocument();
  });
});
