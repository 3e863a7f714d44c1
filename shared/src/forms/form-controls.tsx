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
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { CheckboxFieldProps } from './checkbox-field';
import { FormField } from './form-field';

type ControlProps = Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

export interface InputFieldProps<T extends FieldValues = FieldValues> extends ControlProps {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

export function InputField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  ...input
}: InputFieldProps<T>) {
  return (
    <FormField<T> name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      {({ field, describedBy }) => (
        <Input
          {...input}
          {...field}
          aria-describedby={joinIds(describedBy, input['aria-describedby'])}
          value={(field.value as string | undefined) ?? ''}
        />
      )}
    </FormField>
  );
}

export interface TextareaFieldProps<T extends FieldValues = FieldValues> extends Omit<
  TextareaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}

/** Multi-line text (a description, a message); grows with its text when `autoresize`. */
export function TextareaField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  ...textarea
}: TextareaFieldProps<T>) {
  return (
    <FormField<T> name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      {({ field, describedBy }) => (
        <Textarea
          {...textarea}
          {...field}
          aria-describedby={joinIds(describedBy, textarea['aria-describedby'])}
          value={(field.value as string | undefined) ?? ''}
        />
      )}
    </FormField>
  );
}

/** Space-separated ids of every description, or undefined when there is none. */
function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function PasswordField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  ...input
}: Omit<InputFieldProps<T>, 'type'>) {
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
    <FormField<T> name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      {({ field, describedBy }) => (
        <InputGroup endElement={toggle}>
          <Input
            autoComplete="current-password"
            {...input}
            {...field}
            // The caller's description (a password checklist) stays, beside the field's helper and error texts.
            aria-describedby={joinIds(describedBy, input['aria-describedby'])}
            type={visible ? 'text' : 'password'}
            value={(field.value as string | undefined) ?? ''}
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
