// The CUPS of a supply point, as the supply point's and the gas contract's steps ask it (visitor-features §4: "a valid
// CUPS triggers an availability lookup"): typed (up to 26 characters, as printed on an invoice with its spaces), or
// shown read-only when an earlier step fixed it (the gas flow's supply point); while the lookup runs, it says so.
import { useLingui } from '@lingui/react/macro';
import { FormField, InputField, type FieldPath, type FieldValues } from '@portal/shared/forms';
import { Input, Text } from '@portal/shared/ui';

export interface CupsFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  /** The CUPS an earlier step fixed: shown, not typed. */
  fixedValue?: string;
  /** The availability lookup is running. */
  checking: boolean;
}

export function CupsField<T extends FieldValues>({ name, label, fixedValue, checking }: CupsFieldProps<T>) {
  const { t } = useLingui();
  return (
    <>
      {fixedValue === undefined ? (
        <InputField<T> name={name} label={label} autoComplete="off" maxLength={26} required />
      ) : (
        <FormField<T> name={name} label={label} required>
          {({ describedBy }) => <Input readOnly aria-describedby={describedBy} value={fixedValue} />}
        </FormField>
      )}
      {checking ? (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t`Checking the CUPS…`}
        </Text>
      ) : undefined}
    </>
  );
}
