// A form mounts with as few renders as its libraries allow (decision 009). Ark searched for a helper text by its own id
// in a layout effect, rendering every hinted field again in the mounting task: the hint now carries an id of ours.
// react-hook-form's `useForm` sets `formState.isReady` in a layout effect, which renders the form's owner once more in
// that task: its documented behaviour, kept since the portal no longer patches it (decision 011).
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Form, usePortalForm } from './form';
import { CheckboxField } from './checkbox-field';
import { InputField } from './form-controls';
import { SubmitButton } from './submit-button';

const schema = v.object({
  cups: v.pipe(v.string(), v.nonEmpty('Enter the CUPS')),
  accept: v.literal(true, 'Accept the conditions'),
});
type Values = v.InferInput<typeof schema>;

function Hinted({ onRender }: { onRender: ProfilerOnRenderCallback }) {
  const form = usePortalForm({ schema, defaultValues: { cups: '', accept: false as true } });
  return (
    <Profiler id="form" onRender={onRender}>
      <Form form={form} onSubmit={async () => undefined} aria-label="Supply">
        <InputField<Values> name="cups" label="CUPS" helperText="It is on your invoice" required />
        <CheckboxField<Values> name="accept" label="I accept" helperText="Read them first" required />
        <SubmitButton>Next</SubmitButton>
      </Form>
    </Profiler>
  );
}

beforeEach(resetPortalState);

describe('a field with a helper text', () => {
  it("mounts, its hint read with the control, with no render but react-hook-form's isReady", () => {
    const onRender = jest.fn<void, Parameters<ProfilerOnRenderCallback>>();
    renderWithProviders(<Hinted onRender={onRender} />);
    expect(screen.getByRole('textbox', { name: /CUPS/ })).toHaveAccessibleDescription(
      'It is on your invoice',
    );
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription('Read them first');
    expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount', 'nested-update']);
  });

  it('reads the hint and then the error once the value is refused', async () => {
    const { user } = renderWithProviders(<Hinted onRender={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /CUPS/ })).toHaveAccessibleDescription(
      'It is on your invoice Enter the CUPS',
    );
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'Read them first Accept the conditions',
    );
  });
});
