import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DRAFT_SAVE_DELAY_MS, SIGN_UP_DRAFT_KEY } from '../features/sign-up/draft';
import { failWith } from '../testing/auth-handlers';
import SignUpPage from './sign-up-page';

let sent: unknown;
let render: { errors: string[]; body: string; format: 'html' | 'markdown' };
const server = setupTestServer(
  http.post('/api/v1/signup/confirm', async ({ request }) => {
    sent = await request.json();
    return HttpResponse.json({ render });
  }),
);
beforeEach(() => {
  resetPortalState();
  localStorage.clear();
  sent = undefined;
  render = {
    errors: [],
    body: '<p>Welcome! <script>alert(1)</script>Check your e-mail.</p>',
    format: 'html',
  };
});
afterEach(() => jest.useRealTimers());

type User = ReturnType<typeof renderWithProviders>['user'];
/** Pastes rather than types: a form this long revalidates on every key, which is slow under jsdom. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
async function fillValid(user: User) {
  await fill(user, /^tax id/i, '12345678Z');
  await fill(user, /^contract number/i, '0001');
  await fill(user, /^e-mail/i, 'demo@example.com');
  await fill(user, /^repeat the e-mail/i, 'demo@example.com');
  await user.click(screen.getByRole('checkbox', { name: /i accept the terms and conditions/i }));
}

describe('SignUpPage', () => {
  it('activates: sends the FormConfirm and shows the returned body, sanitized', async () => {
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(/Welcome!/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(sent).toEqual({
      nif: '12345678Z',
      contract: '0001',
      email: 'demo@example.com',
      email2: 'demo@example.com',
      accept_conditions: true,
      accept_gdpr: true,
    });
    expect(localStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
  });

  it('shows a markdown body', async () => {
    render = { errors: [], body: '**Done**: check your e-mail', format: 'markdown' };
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Done')).toContainHTML('strong');
  });

  // customer-area §5: "company ids not allowed where only personal id is accepted".
  it('refuses a company tax id when the brand accepts only personal ids', async () => {
    settingsStore.getState().setPublic({ 'signUp.personalIdsOnly': true });
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^tax id/i));
    await fill(user, /^tax id/i, 'B12345674');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Company tax ids are not allowed')).toBeVisible();
    expect(sent).toBeUndefined();
  });

  it('lists the backend errors under "cannot sign up" and keeps the form', async () => {
    render = { errors: ['The contract does not belong to this tax id'], body: '', format: 'html' };
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot sign up');
    expect(alert).toHaveTextContent('The contract does not belong to this tax id');
    expect(screen.getByLabelText(/^contract number/i)).toHaveValue('0001');
  });

  it('"cannot validate, try later" on another failure; 400 errors on the fields', async () => {
    server.use(failWith('post', '/api/v1/signup/confirm', 500));
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be validated now');
    server.use(failWith('post', '/api/v1/signup/confirm', 400, { errors: { contract: 'Unknown contract' } }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Unknown contract')).toBeInTheDocument();
  });

  it('shows the phone (+34) and invoice number fields when enabled', async () => {
    settingsStore.getState().setPublic({ 'signUp.phoneField': true, 'signUp.invoiceNumberField': true });
    const { user } = renderWithProviders(<SignUpPage />);
    await fillValid(user);
    await fill(user, /^invoice number/i, 'F-1');
    await fill(user, /^phone/i, '612345678');
    expect(screen.getByText('+34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(sent).toMatchObject({ phone: '+34612345678', invoiceNumber: 'F-1' }));
  });

  it('validates before sending (acceptance, e-mails that do not match)', async () => {
    const { user } = renderWithProviders(<SignUpPage />);
    await fill(user, /^e-mail/i, 'demo@example.com');
    await fill(user, /^repeat the e-mail/i, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The e-mails do not match')).toBeInTheDocument();
    expect(
      screen.getByText('You must accept the terms and conditions and the privacy policy'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
  });

  it('saves the draft after 1000 ms without typing and restores it on a reload', async () => {
    jest.useFakeTimers();
    const first = renderWithProviders(<SignUpPage />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText(/^contract number/i), '0042');
    await user.type(screen.getByLabelText(/^e-mail/i), 'draft@example.com');
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(localStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(JSON.parse(localStorage.getItem(SIGN_UP_DRAFT_KEY) ?? '{}')).toMatchObject({
      contract: '0042',
      email: 'draft@example.com',
    });
    jest.useRealTimers();
    first.unmount();
    renderWithProviders(<SignUpPage />);
    expect(screen.getByLabelText(/^contract number/i)).toHaveValue('0042');
    expect(screen.getByLabelText(/^e-mail/i)).toHaveValue('draft@example.com');
  });
});
