// Issue 42 findings 3 and 4: an account is created only by completing an activation, once. The activation's mailed
// link (`/activation?user=&activation=`) opens the sign-up page on "Create your password"; the password is sent with
// the link's code to POST {auth}/user/ (customer-area §7 "with user, password (register); returns token"), and the
// answer's token signs the customer in. A used or expired link says so.
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SignUpPage from './sign-up-page';
import { testToken } from '../testing/tokens';

let sent: unknown[];
let status: number;
setupTestServer(
  http.post('/auth/user/', async ({ request }) => {
    sent.push(await request.json());
    return status === 201
      ? HttpResponse.json({ token: testToken() }, { status })
      : HttpResponse.json(
          { message: status === 403 ? 'invalid_activation' : 'too_many_attempts' },
          { status },
        );
  }),
);
beforeEach(() => {
  resetPortalState();
  sent = [];
  status = 201;
});

const LINK = '/activation?user=11111111H&activation=the-mailed-code';

type User = ReturnType<typeof renderWithProviders>['user'];
async function create(user: User) {
  await user.click(screen.getByLabelText(/^new password/i));
  await user.paste('Strong-1');
  await user.click(screen.getByLabelText(/^repeat the new password/i));
  await user.paste('Strong-1');
  await user.click(screen.getByRole('button', { name: 'Create password' }));
}

describe('the activation link: create your password', () => {
  it('sends the password with the link code and signs the customer in', async () => {
    const { user } = renderWithProviders(<SignUpPage />, { route: LINK });
    expect(screen.getByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).not.toBeInTheDocument();
    await create(user);
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(sent).toEqual([{ user: '11111111H', password: 'Strong-1', activation: 'the-mailed-code' }]);
  });

  it('a used or expired link says so, and nobody is signed in', async () => {
    status = 403;
    const { user } = renderWithProviders(<SignUpPage />, { route: LINK });
    await create(user);
    expect(
      await screen.findByText(
        'This link is not valid or has expired. Activate your account again to receive a new one.',
      ),
    ).toBeInTheDocument();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('without the link the page is the activation form', () => {
    renderWithProviders(<SignUpPage />, { route: '/activation' });
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });
});
