// A checkbox bound to the form (Chakra's checkbox brings a state machine: loaded on demand through lazy-parts.tsx).
import { Checkbox, Field } from '@chakra-ui/react';
import { useId, useMemo, type ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { LinkedControl } from '@portal/shared/ui';

export interface CheckboxFieldProps<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function CheckboxField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
}: CheckboxFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const invalid = fieldState.invalid;
  const error = fieldState.error?.message;
  const helperTextId = useId();
  // As FormField: the field renders again whenever the form's state changes (a submit replaces every field's errors,
  // the blur of a field validates the whole form), its kit's components (a state machine each) only when what they
  // show changed. The power calculator's Calculate rendered every one of its checkboxes again (issue 47 item 1).
  // `field` is the same object while the value, the name and the disabled state are.
  return useMemo(
    () => (
      <Field.Root invalid={invalid} required={required} disabled={disabled}>
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          name={field.name}
        >
          <LinkedControl helperTextId={helperText ? helperTextId : undefined}>
            {(describedBy) => (
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-describedby={describedBy} />
            )}
          </LinkedControl>
          <Checkbox.Control />
          <Checkbox.Label>
            {label}
            <Field.RequiredIndicator />
          </Checkbox.Label>
        </Checkbox.Root>
        {helperText ? <Field.HelperText id={helperTextId}>{helperText}</Field.HelperText> : undefined}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    ),
    [field, invalid, error, required, disabled, label, helperText, helperTextId],
  );
}
