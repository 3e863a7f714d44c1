import { useMemo, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { HttpError } from '@portal/shared/http';
import { checkedSchema } from '@portal/shared/validation';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Input } from '@chakra-ui/react';
import { applyServerErrors, Form, useFormContext, usePortalForm } from './form';
import { useFocusOnReturn } from './focus-on-return';
import { FormField } from './form-field';
import { CheckboxField } from './checkbox-field';
import { InputField, PasswordField, SelectField, TextareaField } from './form-controls';
import { SPINNER_DELAY_MS, SubmitButton } from './submit-button';

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('The field cannot be empty'), v.email('The email is not valid')),
  password: v.pipe(v.string(), v.minLength(6, 'At least 6 characters')),
  accept: checkedSchema('You must accept the conditions'),
  kind: v.picklist(['home', 'business'], 'Choose a kind'),
});
type Values = v.InferInput<typeof schema>;

function SignUp({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => Promise<void> }) {
  const form = usePortalForm({
    schema,
    defaultValues: { email: '', password: '', accept: false, kind: '' as 'home' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <InputField<Values> name="email" label="Email" required type="email" />
      <PasswordField<Values> name="password" label="Password" required />
      <CheckboxField<Values> name="accept" label="I accept the conditions" required />
      <SelectField<Values>
        name="kind"
        label="Kind"
        placeholder="Choose"
        options={[
          { value: 'home', label: 'Home' },
          { value: 'business', label: 'Business' },
        ]}
      />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

/** Fills the sign-up form validly (ana@example.com, secret1, accepted, of this kind) and sends it. */
async function sendSignUp(
  onSubmit: (values: v.InferOutput<typeof schema>) => Promise<void>,
  kind: Values['kind'],
) {
  const { user } = renderWithProviders(<SignUp onSubmit={onSubmit} />);
  await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Kind/ }), kind);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(resetPortalState);

describe('the form wrapper', () => {
  it('shows each schema message linked to its field and does not submit', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<SignUp onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = await screen.findByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleDescription('The field cannot be empty'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters');
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'You must accept the conditions',
    );
    expect(screen.getByRole('combobox', { name: /Kind/ })).toHaveAccessibleDescription('Choose a kind');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once, disabling the button while it runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await sendSignUp(onSubmit, 'business');

    await waitFor(() => expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'secret1',
      accept: true,
      kind: 'business',
    });
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('shows the spinner only once a submit has run for a moment; a quick one never shows it (issue 47 item 1)', async () => {
    let finish: () => void = () => undefined;
    let slow = false;
    const onSubmit = jest.fn(() =>
      slow ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve(),
    );
    const { user } = renderWithProviders(<SignUp onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Send' });
    let spun = false;
    const watch = new MutationObserver(() => (spun ||= send.hasAttribute('data-loading')));
    watch.observe(send, { attributes: true, subtree: true, childList: true });
    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Kind/ }), 'home');
    await user.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send).toBeEnabled());
    expect(spun).toBe(false);

    slow = true;
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).not.toHaveAttribute('data-loading');
    await waitFor(() => expect(send).toHaveAttribute('data-loading'), { timeout: SPINNER_DELAY_MS * 5 });
    finish();
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).not.toHaveAttribute('data-loading');
    watch.disconnect();
  });

  it('toggles the password visibility with a labelled button', async () => {
    const { user } = renderWithProviders(<SignUp onSubmit={jest.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts a 400 errors map on the fields, keeps what was typed and shows the rest above the form', async () => {
    const onSubmit = jest.fn(async () => {
      throw new HttpError(400, 'Bad request', {
        email: 'This email is already registered',
        nif: 'Unknown NIF',
      });
    });
    await sendSignUp(onSubmit, 'home');

    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already registered'));
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret1');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown NIF');
  });

  it('shows a generic message when the submit fails without field errors', async () => {
    const onSubmit = jest.fn(async () => {
      throw new HttpError(500, 'Internal Server Error');
    });
    await sendSignUp(onSubmit, 'home');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
  });
});

// Issue 47 item 1: a submit replaces every field's errors. It renders again the fields whose state changed, not the
// component that owns the form (and with it every field's kit components).
describe('what a submit renders again', () => {
  const twoFields = v.object({
    email: v.pipe(v.string(), v.nonEmpty('The field cannot be empty')),
    phone: v.pipe(v.string(), v.nonEmpty('The field cannot be empty')),
  });
  type TwoFields = v.InferInput<typeof twoFields>;
  const renders = { owner: 0, email: 0, phone: 0 };

  function Owner() {
    renders.owner += 1;
    const form = usePortalForm({ schema: twoFields, defaultValues: { email: '', phone: '' } });
    return (
      <Form form={form} onSubmit={async () => undefined} aria-label="Contact">
        {(['email', 'phone'] as const).map((name) => (
          <FormField<TwoFields> key={name} name={name} label={name === 'email' ? 'Email' : 'Phone'}>
            {({ field, invalid, describedBy }) => {
              renders[name] += 1;
              return <Input {...field} aria-invalid={invalid} aria-describedby={describedBy} />;
            }}
          </FormField>
        ))}
        <SubmitButton>Send</SubmitButton>
      </Form>
    );
  }

  it('renders again only the field whose message changed, not the form nor the other field', async () => {
    const { user } = renderWithProviders(<Owner />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    Object.assign(renders, { owner: 0, email: 0, phone: 0 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The field cannot be empty')).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The field cannot be empty');
    expect(renders.phone).toBeGreaterThan(0);
    expect(renders.email).toBe(0);
    expect(renders.owner).toBe(0);
  });
});

// react-hook-form documents `formState.isReady` as true once the form's state subscription is set up (at mount). The
// portal once patched react-hook-form to update it only for an owner that had read it while mounting; an owner reading
// it later then saw `false` for good. Decision 011: react-hook-form's own build, its documented behaviour.
describe("react-hook-form's formState.isReady", () => {
  function ReadyLater() {
    const form = usePortalForm({ schema, defaultValues: { email: '', password: '', accept: false } });
    const [shown, setShown] = useState(false);
    return (
      <Form form={form} onSubmit={async () => undefined} aria-label="Ready">
        <InputField<Values> name="email" label="Email" />
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
        {shown ? <p>{form.formState.isReady ? 'ready' : 'not ready'}</p> : undefined}
      </Form>
    );
  }

  it('is true after mount, also for an owner that reads it only then', async () => {
    const { user } = renderWithProviders(<ReadyLater />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(/ready/)).toHaveTextContent(/^ready$/);
  });
});

describe('applyServerErrors', () => {
  it('returns nothing for an error that is not an HTTP error', () => {
    const form = { getValues: () => ({}), setError: jest.fn() };
    expect(applyServerErrors(form as never, new Error('boom'))).toEqual([]);
    expect(form.setError).not.toHaveBeenCalled();
  });
});

describe('TextareaField', () => {
  const noteSchema = v.object({
    note: v.pipe(v.string(), v.trim(), v.nonEmpty('The field cannot be empty')),
  });
  type Note = v.InferInput<typeof noteSchema>;

  function NoteForm({ onSubmit }: { onSubmit: (values: Note) => Promise<void> }) {
    const form = usePortalForm({ schema: noteSchema, defaultValues: { note: '' } });
    return (
      <Form form={form} onSubmit={onSubmit} aria-label="Note">
        <TextareaField<Note> name="note" label="Your message" required rows={4} />
        <SubmitButton>Send</SubmitButton>
      </Form>
    );
  }

  it('links its message to the text box and submits what was typed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<NoteForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const box = screen.getByRole('textbox', { name: /Your message/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription('The field cannot be empty'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(box, 'Two lines{enter}of text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: 'Two lines\nof text' }));
  });
});

describe('the context the fields read', () => {
  /** A field of its own that counts its renders and shows the form's submit count as the context gives it. */
  function CountedField({ renders }: { renders: jest.Mock }) {
    const { formState } = useFormContext<Values>();
    renders();
    return (
      <>
        <InputField<Values> name="email" label="Email" />
        <p>Submits seen by the field: {formState.submitCount}</p>
      </>
    );
  }

  function Owner({ renders, memoised }: { renders: jest.Mock; memoised: boolean }) {
    const form = usePortalForm({
      schema,
      defaultValues: { email: '', password: '', accept: false, kind: '' as 'home' },
    });
    const [clicks, setClicks] = useState(0);
    const field = useMemo(() => <CountedField renders={renders} />, [renders]);
    return (
      <>
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          Owner renders {clicks}
        </button>
        <Form form={form} onSubmit={async () => undefined} aria-label="Counted">
          {memoised ? field : <CountedField renders={renders} />}
          <SubmitButton>Send</SubmitButton>
        </Form>
      </>
    );
  }

  it('does not render a memoised body again when only its owner renders (issue 47: isReady at mount, a query)', async () => {
    const renders = jest.fn();
    const { user } = renderWithProviders(<Owner renders={renders} memoised />);
    await screen.findByLabelText(/Email/);
    // react-hook-form renders the owner twice while mounting (isReady); the memoised field renders once.
    expect(renders).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Owner renders 0' }));
    await screen.findByRole('button', { name: 'Owner renders 1' });
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('gives a field that reads the form state the current values when it renders', async () => {
    const renders = jest.fn();
    const { user } = renderWithProviders(<Owner renders={renders} memoised={false} />);
    expect(await screen.findByText('Submits seen by the field: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Submits seen by the field: 1')).toBeInTheDocument();
  });
});

describe('useFocusOnReturn', () => {
  function Shown({ returning }: { returning: boolean }) {
    const form = usePortalForm({
      schema,
      defaultValues: { email: 'ana@example.com', password: '', accept: false, kind: 'home' },
    });
    useFocusOnReturn(form, 'email', returning);
    return (
      <Form form={form} onSubmit={jest.fn()} aria-label="Sign up">
        <InputField<Values> name="email" label="Email" />
      </Form>
    );
  }

  it('puts the caret in the field named when the form is shown again with what was typed', async () => {
    renderWithProviders(<Shown returning />);
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
  });

  it('leaves the focus where it is when the form is shown the first time', async () => {
    renderWithProviders(<Shown returning={false} />);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(document.body).toHaveFocus();
  });
});
