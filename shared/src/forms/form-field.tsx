// Fields of the form wrapper, built on Chakra's Field so that each error is linked to its control
// (aria-invalid, aria-describedby) and each control to its label.
import { Field } from '@chakra-ui/react';
import { LinkedControl } from '@portal/shared/ui';
import { useId, useMemo, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export interface FormFieldRenderProps<T extends FieldValues = FieldValues> {
  field: ControllerRenderProps<T, FieldPath<T>>;
  invalid: boolean;
  /** Put on the control as `aria-describedby`: the helper text and, when invalid, the error message. */
  describedBy: string | undefined;
}

export interface FormFieldProps<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: (props: FormFieldRenderProps<T>) => ReactNode;
}

export function FormField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  children,
}: FormFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const invalid = fieldState.invalid;
  const error = fieldState.error?.message;
  const helperTextId = useId();
  // The field renders again whenever the form's state changes (a submit replaces every field's errors, and sets
  // isSubmitting): its kit's components only when what they show changed. On a step of a dozen fields, the submit's
  // render was the whole form's (62 ms at the interactions bench's x6.8, issue 47 item 1). `field` is the same object
  // while the value, the name and the disabled state are.
  return useMemo(
    () => (
      <Field.Root invalid={invalid} required={required} disabled={disabled}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <LinkedControl helperTextId={helperText ? helperTextId : undefined}>
          {(describedBy) => children({ field, invalid, describedBy })}
        </LinkedControl>
        {helperText ? <Field.HelperText id={helperTextId}>{helperText}</Field.HelperText> : undefined}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    ),
    [field, invalid, error, required, disabled, label, helperText, helperTextId, children],
  );
}
