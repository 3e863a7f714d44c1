// The sign-up / activation form on its own (customer-area §2 "Sign-up / activation"; §5 "Sign-up"; §8 "Sign-up").
// The whole journey (markdown body, the 1000 ms draft timer, the optional fields sent): exposes/sign-up-page.test.tsx.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SIGN_UP_DRAFT_KEY } from '../draft';
import { failWith } from '../../../testing/auth-handlers';
import { SignUpForm } from './sign-up-form';

let sent: unknown[] = [];
let answer: { errors: string[]; body: string; format: 'html' | 'markdown' };
const server = setupTestServer(
  http.post('/api/v1/signup/confirm', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ render: answer });
  }),
);
beforeEach(() => {
  resetPortalState();
  localStorage.clear();
  sent = [];
  answer = { errors: [], body: '<p>Your account is active.</p>', format: 'html' };
});

type User = ReturnType<typeof renderWithProviders>['user'];
/** Pastes rather than types: a form this long revalidates on every key, which is slow under jsdom. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
async function fillValid(user: User, nif = '12345678Z') {
  await fill(user, /^tax id/i, nif);
  await fill(user, /^contract number/i, '0001');
  await fill(user, /^e-mail/i, 'demo@example.com');
  await fill(user, /^repeat the e-mail/i, 'demo@example.com');
  await user.click(screen.getByRole('checkbox', { name: /i accept the terms and conditions/i }));
}
const activate = (user: User) => user.click(screen.getByRole('button', { name: 'Activate' }));

describe('SignUpForm', () => {
  it('"The field cannot be empty" on every required field, without sending', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await activate(user);
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(4);
    expect(screen.getByLabelText(/^tax id/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^contract number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  // §5: "tax id required and valid Spanish id (prefix ES added for checking, removed on sending)".
  it('refuses an id that is not a valid Spanish one', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user, '12345678A');
    await activate(user);
    expect(await screen.findByText('The tax id is not valid')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('accepts an id written with the ES prefix and sends it without', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user, 'ES12345678Z');
    await activate(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nif: '12345678Z' });
  });

  it('a company id is accepted while the brand does not restrict ids to personal ones', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user, 'B12345674');
    await activate(user);
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ nif: 'B12345674' })]));
  });

  // §5: "phone when enabled: at least 4 characters, valid, max input 12, default country ES".
  it('the phone, when enabled, is required, at most 12 characters and must be a valid number', async () => {
    settingsStore.getState().setPublic({ 'signUp.phoneField': true });
    const { user } = renderWithProviders(<SignUpForm />);
    const phone = screen.getByLabelText(/^phone/i);
    expect(phone).toHaveAttribute('maxlength', '12');
    await fillValid(user);
    await activate(user);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('The field cannot be empty'));
    await fill(user, /^phone/i, '123');
    await activate(user);
    expect(await screen.findByText('The phone number is not valid')).toBeVisible();
    expect(screen.queryByText('The field cannot be empty')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  // Issue 43 item 7, §5: "Sign-up also asks contract number, invoice number, last 6 CUPS characters and phone in the
  // first reading of the form".
  it('asks the last 6 CUPS characters, optional: sent when given, refused when not six letters or digits', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    const cups = screen.getByLabelText(/^last 6 characters of the cups/i);
    expect(cups).not.toBeRequired();
    expect(cups).toHaveAccessibleDescription(
      'The CUPS is the code of your supply point; it is on your invoice.',
    );
    await fillValid(user);
    await fill(user, /^last 6 characters of the cups/i, '34AB');
    await activate(user);
    expect(
      await screen.findByText('Write the last 6 characters of the CUPS, letters and digits only'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    await fill(user, /^last 6 characters of the cups/i, ' 0f');
    await activate(user);
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ cupsSuffix: '34AB0F' })]));
  });

  it('sends no CUPS characters when left empty', async () => {
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('cupsSuffix');
  });

  it('the acceptance box links to the brand terms and privacy policy, in a new tab', () => {
    settingsStore.getState().setPublic({
      'links.conditions': 'https://brand.example/terms',
      'links.gdpr': 'https://brand.example/privacy',
    });
    renderWithProviders(<SignUpForm />);
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      'https://brand.example/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_blank');
  });

  it('disables the button while sending', async () => {
    let answerNow: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      http.post('/api/v1/signup/confirm', async () => {
        await answered;
        return HttpResponse.json({ render: answer });
      }),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    await waitFor(() => expect(screen.getByRole('button', { name: /activate/i })).toBeDisabled());
    answerNow();
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
  });

  it('once done the answer replaces the form and the draft is forgotten', async () => {
    localStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify({ contract: '0001' }));
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is active.');
    expect(screen.queryByRole('form', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SIGN_UP_DRAFT_KEY)).toBeNull();
  });

  it('backend errors stay above the form, which keeps what was typed; a later success replaces both', async () => {
    answer = { errors: ['The contract does not belong to this tax id'], body: '', format: 'html' };
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The contract does not belong to this tax id')).toBeInTheDocument();
    expect(screen.getByLabelText(/^contract number/i)).toHaveValue('0001');
    expect(screen.getByRole('checkbox', { name: /i accept/i })).toBeChecked();
    answer = { errors: [], body: '<p>Your account is active.</p>', format: 'html' };
    await activate(user);
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 400 puts its errors on the fields and the rest above the form, keeping what was typed', async () => {
    server.use(
      failWith('post', '/api/v1/signup/confirm', 400, {
        errors: { nif: 'Unknown tax id', captcha: 'Too many attempts' },
      }),
    );
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^tax id/i)).toHaveAccessibleDescription('Unknown tax id'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByLabelText(/^tax id/i)).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^e-mail/i)).toHaveValue('demo@example.com');
  });

  // §8 "Sign-up": "cannot validate, try later". Issue 15 finding 5: sign-up failures are throttled by tax id and client
  // address (429 too_many_attempts).
  it.each([
    {
      failure: 'another failure',
      status: 503,
      body: undefined,
      message: 'The data cannot be validated now. Please try again later.',
    },
    {
      failure: 'a 429',
      status: 429,
      body: { message: 'too_many_attempts', retry_after_seconds: 600 },
      message: 'Too many attempts. Please wait a few minutes before trying again.',
    },
  ])('$failure: "$message", keeping what was typed', async ({ status, body, message }) => {
    server.use(failWith('post', '/api/v1/signup/confirm', status, body));
    const { user } = renderWithProviders(<SignUpForm />);
    await fillValid(user);
    await activate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^contract number/i)).toHaveValue('0001');
  });

  it('starts from the saved draft, and ignores a draft it cannot read', () => {
    localStorage.setItem(
      SIGN_UP_DRAFT_KEY,
      JSON.stringify({ nif: '12345678Z', contract: 42, email: 'draft@example.com', accept: true }),
    );
    const first = renderWithProviders(<SignUpForm />);
    expect(screen.getByLabelText(/^tax id/i)).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^e-mail/i)).toHaveValue('draft@example.com');
    expect(screen.getByLabelText(/^contract number/i)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /i accept/i })).toBeChecked();
    first.unmount();
    localStorage.setItem(SIGN_UP_DRAFT_KEY, '{not json');
    renderWithProviders(<SignUpForm />);
    expect(screen.getByLabelText(/^tax id/i)).toHaveValue('');
  });
});
