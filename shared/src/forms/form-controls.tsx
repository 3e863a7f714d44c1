// The ready-made fields of the form wrapper: text, password (with show / hide), multi-line text and native select (the
// checkbox is in checkbox-field.tsx).
import {
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DateInput } from '@portal/shared/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { CheckboxFieldProps } from './checkbox-field';
import { FormField, type FormFieldProps, type FormFieldRenderProps } from './form-field';

type ControlProps = Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** What a text field says of its frame (the control's own props aside). */
export interface TextFieldFrameProps<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

export interface InputFieldProps<T extends FieldValues = FieldValues>
  extends ControlProps, TextFieldFrameProps<T> {}

export function InputField<T extends FieldValues = FieldValues>(props: InputFieldProps<T>) {
  const [frame, input] = splitFrame<T, InputFieldProps<T>>(props);
  return (
    <FormField<T> {...frame}>
      {(state) => <Input {...input} {...textControlProps(state, input['aria-describedby'])} />}
    </FormField>
  );
}

export interface DateFieldProps<T extends FieldValues = FieldValues> extends TextFieldFrameProps<T> {
  /** Hours and minutes after the date (the value is then `YYYY-MM-DDTHH:mm`). */
  withTime?: boolean;
  disabled?: boolean;
}

/**
 * A date typed part by part and shown DD/MM/YYYY in every language (customer-area §9); the form's value is the
 * API's `YYYY-MM-DD`, '' while empty. A failed submit focuses its first part.
 */
export function DateField<T extends FieldValues = FieldValues>({ withTime, ...frame }: DateFieldProps<T>) {
  return (
    <FormField<T> {...frame}>
      {({ field, describedBy }) => (
        <DateInput
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          describedBy={describedBy}
          withTime={withTime}
          ref={field.ref}
        />
      )}
    </FormField>
  );
}

export interface TextareaFieldProps<T extends FieldValues = FieldValues>
  extends
    Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>,
    TextFieldFrameProps<T> {}

/** Multi-line text (a description, a message); grows with its text when `autoresize`. */
export function TextareaField<T extends FieldValues = FieldValues>(props: TextareaFieldProps<T>) {
  const [frame, textarea] = splitFrame<T, TextareaFieldProps<T>>(props);
  return (
    <FormField<T> {...frame}>
      {(state) => <Textarea {...textarea} {...textControlProps(state, textarea['aria-describedby'])} />}
    </FormField>
  );
}

/** The props of a field's frame (its label, texts and state), apart from those of its control. */
type FrameProps<T extends FieldValues> = Omit<FormFieldProps<T>, 'children'>;

/** Splits a text field's props: those of its FormField frame, and the rest for its control. */
function splitFrame<T extends FieldValues, P extends FrameProps<T>>({
  name,
  label,
  helperText,
  required,
  disabled,
  ...control
}: P): [FrameProps<T>, Omit<P, keyof FrameProps<T>>] {
  return [{ name, label, helperText, required, disabled }, control];
}

/**
 * What a text control takes from its field: the form's binding, its value never undefined (a controlled input), and
 * the caller's own description (a password checklist) kept beside the field's helper and error texts.
 */
function textControlProps<T extends FieldValues>(
  { field, describedBy }: FormFieldRenderProps<T>,
  ownDescribedBy: string | undefined,
) {
  return {
    ...field,
    'aria-describedby': joinIds(describedBy, ownDescribedBy),
    value: (field.value as string | undefined) ?? '',
  };
}

/** Space-separated ids of every description, or undefined when there is none. */
function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function PasswordField<T extends FieldValues = FieldValues>(props: Omit<InputFieldProps<T>, 'type'>) {
  const [frame, input] = splitFrame<T, Omit<InputFieldProps<T>, 'type'>>(props);
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      aria-label={visible ? t`Hide password` : t`Show password`}
      aria-pressed={visible}
      variant="ghost"
      size="sm"
      me="-2"
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
    </IconButton>
  );
  return (
    <FormField<T> {...frame}>
      {(state) => (
        <InputGroup endElement={toggle}>
          <Input
            autoComplete="current-password"
            {...input}
            {...textControlProps(state, input['aria-describedby'])}
            type={visible ? 'text' : 'password'}
          />
        </InputGroup>
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps<T extends FieldValues = FieldValues> extends CheckboxFieldProps<T> {
  options: readonly SelectOption[];
  placeholder?: string;
}

export function SelectField<T extends FieldValues = FieldValues>({
  options,
  placeholder,
  ...props
}: SelectFieldProps<T>) {
  return (
    <FormField<T> {...props}>
      {({ field, describedBy }) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...field}
            aria-describedby={describedBy}
            value={(field.value as string | undefined) ?? ''}
            placeholder={placeholder}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
