import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { InputField } from './form-controls';
import { Form, usePortalForm } from './form';
import { CheckboxField, preloadCheckboxField } from './lazy-fields';

beforeEach(resetPortalState);

const schema = v.object({ iban: v.string(), owner: v.boolean() });
type Values = v.InferInput<typeof schema>;

function NewAccount() {
  const form = usePortalForm({ schema, defaultValues: { iban: '', owner: false } });
  return (
    <Form form={form} onSubmit={async () => undefined} aria-label="New account">
      <InputField<Values> name="iban" label="New IBAN" />
      <CheckboxField<Values> name="owner" label="I confirm that I am the holder of this bank account" />
    </Form>
  );
}

// A file of its own: nothing in it renders the checkbox before the preload (lazy-fields.test.tsx does).
describe('preloadCheckboxField', () => {
  it('makes the checkbox render with the rest of its form', async () => {
    await preloadCheckboxField();
    renderWithProviders(<NewAccount />);
    // In the form's first render: no moment without it.
    expect(
      screen.getByRole('checkbox', { name: /I confirm that I am the holder of this bank account/ }),
    ).toBeInTheDocument();
  });
});
