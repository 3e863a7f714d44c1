// The form both tests of the on-demand checkbox render (lazy-fields.test.tsx, lazy-fields.preload.test.tsx): each file
// has its own module registry, so the checkbox's code is fetched afresh in each.
import * as v from 'valibot';
import { InputField } from './form-controls';
import { Form, usePortalForm } from './form';
import { CheckboxField } from './lazy-fields';

const schema = v.object({ iban: v.string(), owner: v.boolean() });
type Values = v.InferInput<typeof schema>;

export const HOLDER_LABEL = /I confirm that I am the holder of this bank account/;

export function NewAccountForm() {
  const form = usePortalForm({ schema, defaultValues: { iban: '', owner: false } });
  return (
    <Form form={form} onSubmit={async () => undefined} aria-label="New account">
      <InputField<Values> name="iban" label="New IBAN" />
      <CheckboxField<Values> name="owner" label="I confirm that I am the holder of this bank account" />
    </Form>
  );
}
