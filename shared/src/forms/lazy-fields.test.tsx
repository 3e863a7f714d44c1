import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { InputField } from './form-controls';
import { Form, usePortalForm } from './form';
import { CheckboxField } from './lazy-fields';

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

// Rendered before anything fetched the checkbox's code (lazy-fields.preload.test.tsx renders it after a preload).
describe('CheckboxField (its code loaded on demand)', () => {
  it('appears a moment after its form when nothing fetched its code before', async () => {
    renderWithProviders(<NewAccount />);
    expect(screen.getByRole('textbox', { name: 'New IBAN' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: /I confirm that I am the holder of this bank account/ }),
    ).toBeInTheDocument();
  });
});
