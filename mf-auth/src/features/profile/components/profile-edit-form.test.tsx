// Editing the contact data (customer-area §5 "Contact edit (phone or email): a 400 response with an errors map shows
// the field error"; §8 "Contact edit 400 shows field errors"). The view around it: profile-view.test.tsx.
import type { Profile } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { failWith } from '../../../testing/auth-handlers';
import { testToken } from '../../../testing/tokens';
import { ProfileEditForm } from './profile-edit-form';

const profile: Profile = {
  email: 'demo@example.com',
  name: 'Demo Customer',
  newsletter_url: '',
  mobile: '+34600000000',
};
let sent: unknown[] = [];
const server = setupTestServer(
  http.put('/api/v2/users/', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ status: 'OK' });
  }),
  http.get('/api/v2/users/', () => HttpResponse.json({ data: profile })),
);
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(testToken());
  sent = [];
});

const email = () => screen.getByLabelText(/^e-mail/i);
const mobile = () => screen.getByLabelText(/^mobile/i);
type User = ReturnType<typeof renderWithProviders>['user'];
async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('ProfileEditForm', () => {
  it("starts from the profile's e-mail and mobile", () => {
    renderWithProviders(<ProfileEditForm profile={profile} onDone={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Edit contact data' })).toBeInTheDocument();
    expect(email()).toHaveValue('demo@example.com');
    expect(mobile()).toHaveValue('+34600000000');
  });

  it('Cancel closes the editor without saving', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={onDone} />);
    await replace(user, email(), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it.each([
    ['', 'The field cannot be empty'],
    ['not-an-email', 'The e-mail is not valid'],
  ])('the e-mail "%s": "%s", without saving', async (text, message) => {
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={jest.fn()} />);
    await replace(user, email(), text);
    await save(user);
    await waitFor(() => expect(email()).toHaveAccessibleDescription(message));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('a mobile that is not a valid number is refused', async () => {
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={jest.fn()} />);
    await replace(user, mobile(), '123');
    await save(user);
    await waitFor(() => expect(mobile()).toHaveAccessibleDescription('The mobile number is not valid'));
    expect(sent).toEqual([]);
  });

  it.each([
    {
      title: 'the mobile is optional: an empty one is not sent',
      typed: '',
      body: { email: 'demo@example.com' },
    },
    {
      title: 'saves the mobile in international form (+34), then closes the editor',
      typed: '612 34 56 78',
      body: { email: 'demo@example.com', mobile: '+34612345678' },
    },
  ])('$title', async ({ typed, body }) => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={onDone} />);
    await replace(user, mobile(), typed);
    await save(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([body]);
  });

  it('disables Save while saving', async () => {
    server.use(
      http.put('/api/v2/users/', async () => {
        await delay(500);
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={onDone} />);
    await save(user);
    expect(screen.getByRole('button', { name: /save/i })).toBeDisabled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('a 400 puts its errors on the fields, keeps the editor open and what was typed', async () => {
    const errors = { errors: { mobile: 'This mobile belongs to another customer' } };
    server.use(
      failWith('put', '/api/v2/users/', 400, errors),
      failWith('put', '/api/v1/users/', 400, errors),
    );
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={onDone} />);
    await replace(user, email(), 'new@example.com');
    await replace(user, mobile(), '612345678');
    await save(user);
    await waitFor(() =>
      expect(mobile()).toHaveAccessibleDescription('This mobile belongs to another customer'),
    );
    expect(mobile()).toHaveFocus();
    expect(email()).toHaveValue('new@example.com');
    expect(mobile()).toHaveValue('612345678');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('another failure says the operation cannot be done now, keeping what was typed', async () => {
    server.use(failWith('put', '/api/v2/users/', 500), failWith('put', '/api/v1/users/', 500));
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ProfileEditForm profile={profile} onDone={onDone} />);
    await replace(user, email(), 'new@example.com');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(email()).toHaveValue('new@example.com');
    expect(onDone).not.toHaveBeenCalled();
  });
});
