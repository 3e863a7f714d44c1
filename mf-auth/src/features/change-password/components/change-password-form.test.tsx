// The change-password form on its own (customer-area §2 "Change password": current, new and repeat fields with
// show/hide toggles, a live checklist of the rules, cancel and change buttons; §5 and §8 "Password").
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { failWith } from '../../../testing/auth-handlers';
import { testToken } from '../../../testing/tokens';
import { ChangePasswordForm } from './change-password-form';

let sent: unknown[] = [];
const server = setupTestServer(
  http.put('/api/v1/user/password', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ status: 'OK', token: testToken({ user_id: 'renewed' }) });
  }),
);
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(testToken());
  sent = [];
});

type User = ReturnType<typeof renderWithProviders>['user'];
const current = () => screen.getByLabelText(/^current password/i);
const next = () => screen.getByLabelText(/^new password/i);
const repeat = () => screen.getByLabelText(/^repeat the new password/i);
async function fill(user: User, values: { current?: string; password?: string; repeat?: string }) {
  if (values.current) await user.type(current(), values.current);
  if (values.password) await user.type(next(), values.password);
  if (values.repeat) await user.type(repeat(), values.repeat);
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Change password' }));
const VALID = { current: 'Demo-2026', password: 'Nueva-2027', repeat: 'Nueva-2027' };

describe('ChangePasswordForm', () => {
  it('Cancel gives up without sending anything', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={onCancel} />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('"The field cannot be empty" on each field, without sending', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await submit(user);
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(3);
    for (const field of [current(), next(), repeat()]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  // §5: "current password at least 6 characters (required-field message)".
  it('a current password under 6 characters gets the required-field message', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, { ...VALID, current: 'Ab1-' });
    await submit(user);
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  // §8 "Password": "new keys differ, invalid, too short".
  it.each([
    ['Ab-1', 'The password is too short (at least 6 characters)'],
    [
      'abcdef1',
      'The password is not valid: it needs an upper-case letter, a lower-case letter, a digit and a symbol',
    ],
  ])('the new password "%s": "%s"', async (password, message) => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, { current: 'Demo-2026', password, repeat: password });
    await submit(user);
    // The error comes first in the description, then the checklist of the rules.
    await waitFor(() => expect(next().getAttribute('aria-describedby')).toMatch(/error.* password-rules$/));
    expect(next()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('"The passwords must coincide" shows on the repeat while another field is still wrong', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, { password: 'Nueva-2027', repeat: 'Nueva-2028' });
    await submit(user);
    expect(await screen.findByText('The passwords must coincide')).toBeInTheDocument();
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveAttribute('aria-invalid', 'true');
  });

  it('the checklist follows what is typed in the new and repeat fields', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    const rules = screen.getByRole('list', { name: 'Password rules' });
    await fill(user, { password: 'Nueva-2027' });
    expect(within(rules).getByText('A symbol')).toHaveTextContent('(met)');
    expect(within(rules).getByText('The repeated password is the same')).toHaveTextContent('(not met)');
    await fill(user, { repeat: 'Nueva-2027' });
    expect(within(rules).getByText('The repeated password is the same')).toHaveTextContent('(met)');
  });

  it('the new password is described by the checklist of its rules', () => {
    renderWithProviders(<ChangePasswordForm onCancel={() => undefined} />);
    expect(next()).toHaveAccessibleDescription(/6 characters/);
  });

  it('each field has its own show / hide toggle', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[2]!);
    expect(repeat()).toHaveAttribute('type', 'text');
    expect(current()).toHaveAttribute('type', 'password');
    expect(next()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(repeat()).toHaveAttribute('type', 'password');
  });

  it('a success says so, empties the three fields and renews the token', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual([{ current: 'Demo-2026', password: 'Nueva-2027' }]);
    for (const field of [current(), next(), repeat()]) expect(field).toHaveValue('');
    expect(authStore.getState().userId).toBe('renewed');
  });

  it('disables the button while sending', async () => {
    server.use(
      http.put('/api/v1/user/password', async () => {
        await delay(500);
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, VALID);
    await submit(user);
    expect(screen.getByRole('button', { name: /change password/i })).toBeDisabled();
    await screen.findByRole('status');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  // §8 "Password": "403 gives current password incorrect".
  it('403: the current field says so and gets the focus; nothing typed is lost', async () => {
    server.use(failWith('put', '/api/v1/user/password', 403, { message: 'Forbidden' }));
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, { ...VALID, current: 'Wrong-2026' });
    await submit(user);
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    await waitFor(() => expect(current()).toHaveFocus());
    expect(current()).toHaveValue('Wrong-2026');
    expect(next()).toHaveValue('Nueva-2027');
    expect(repeat()).toHaveValue('Nueva-2027');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  // §8 "Password": "other failures give a generic 'could not change password'".
  it('another failure: "The password could not be changed" above the form, fields kept', async () => {
    server.use(failWith('put', '/api/v1/user/password', 502, { message: 'Bad gateway' }));
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The password could not be changed');
    expect(current()).not.toHaveAttribute('aria-invalid', 'true');
    expect(next()).toHaveValue('Nueva-2027');
  });

  it('a new attempt hides the last success message until it succeeds again', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm onCancel={jest.fn()} />);
    await fill(user, VALID);
    await submit(user);
    await screen.findByRole('status');
    server.use(failWith('put', '/api/v1/user/password', 403));
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });
});
