// A checkbox bound to the form (Chakra's checkbox brings a state machine: loaded on demand through lazy-parts.tsx).
import { Checkbox, Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
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
  const helperTextId = useId();
  return (
    <Field.Root invalid={fieldState.invalid} required={required} disabled={disabled}>
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
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
