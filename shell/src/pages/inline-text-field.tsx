// A labelled text input of the shell's one-line forms (the platform status page's admin key, the version page's local
// build address): Chakra's Field, its label tied to the input by id, sized to sit in a wrapping row beside a button.
import { Field, Input } from '@portal/shared/ui';
import { type ComponentProps, useId } from 'react';

export interface InlineTextFieldProps extends Omit<
  ComponentProps<typeof Input>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's own room in the row (e.g. `flex`, `minW`); by default as wide as the input. */
  rootProps?: Omit<ComponentProps<typeof Field.Root>, 'children'>;
}

export function InlineTextField({
  label,
  value,
  onValueChange,
  rootProps,
  ...inputProps
}: InlineTextFieldProps) {
  const id = useId();
  return (
    <Field.Root width="auto" {...rootProps}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} {...inputProps} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </Field.Root>
  );
}
