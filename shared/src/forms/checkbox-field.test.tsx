import { forwardRef, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import type * as ChakraModule from '@chakra-ui/react';
import { CheckboxField } from './checkbox-field';
import { InputField } from './form-controls';
import { Form, usePortalForm } from './form';
import { SubmitButton } from './submit-button';

// The kit's checkbox (a state machine each), counted each time it renders.
let mockCheckboxRenders = 0;
jest.mock('@chakra-ui/react', () => {
  const actual: typeof ChakraModule = jest.requireActual('@chakra-ui/react');
  const Root = forwardRef<HTMLLabelElement, ComponentProps<typeof actual.Checkbox.Root>>((props, ref) => {
    mockCheckboxRenders += 1;
    return <actual.Checkbox.Root ref={ref} {...props} />;
  });
  return { ...actual, Checkbox: { ...actual.Checkbox, Root } };
});

beforeEach(resetPortalState);

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('The field cannot be empty')),
  fridge: v.boolean(),
  oven: v.boolean(),
});
type Values = v.InferInput<typeof schema>;

function Appliances() {
  const form = usePortalForm({ schema, defaultValues: { email: '', fridge: false, oven: false } });
  return (
    <Form form={form} onSubmit={async () => undefined} aria-label="Appliances">
      <InputField<Values> name="email" label="Email" />
      <CheckboxField<Values> name="fridge" label="Fridge" />
      <CheckboxField<Values> name="oven" label="Oven" />
      <SubmitButton>Calculate</SubmitButton>
    </Form>
  );
}

// Issue 47 item 1: a submit and a field's blur replace every field's errors; the power calculator's Calculate rendered
// each of its checkboxes' kit components again.
describe('CheckboxField', () => {
  it('renders its kit components again only when what they show changes', async () => {
    const { user } = renderWithProviders(<Appliances />);
    await user.click(screen.getByRole('checkbox', { name: 'Fridge' }));
    expect(screen.getByRole('checkbox', { name: 'Fridge' })).toBeChecked();
    mockCheckboxRenders = 0;
    // The fridge's blur validates the form; the submit replaces every field's errors.
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('The field cannot be empty')).toBeVisible();
    expect(mockCheckboxRenders).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    expect(screen.getByRole('checkbox', { name: 'Oven' })).toBeChecked();
    expect(mockCheckboxRenders).toBeGreaterThan(0);
  });
});
