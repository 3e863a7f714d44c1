import { useLingui } from '@lingui/react/macro';
import { Field, Input } from '@portal/shared/ui';

export interface ContractSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The text search over contract number, address and CUPS; the list waits for a pause before it searches. */
export function ContractSearch({ value, onChange }: ContractSearchProps) {
  const { t } = useLingui();
  return (
    <Field.Root maxW={{ base: 'full', md: 'md' }}>
      <Field.Label>{t`Search contracts`}</Field.Label>
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={t`Contract number, address or CUPS`}
        autoComplete="off"
        maxLength={100}
      />
      <Field.HelperText>{t`The list is searched once you stop typing.`}</Field.HelperText>
    </Field.Root>
  );
}
