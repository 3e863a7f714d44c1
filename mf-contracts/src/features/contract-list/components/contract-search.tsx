import { useLingui } from '@lingui/react/macro';
import { Field, Input } from '@portal/shared/ui';
import { useId } from 'react';

export interface ContractSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The text search over contract number, address and CUPS; the list waits for a pause before it searches. The hint is
 * linked by an id of its own: with Ark's, the field renders a second time in the list's first commit (decision
 * 009).
 */
export function ContractSearch({ value, onChange }: ContractSearchProps) {
  const { t } = useLingui();
  const hintId = useId();
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
        aria-describedby={hintId}
      />
      <Field.HelperText id={hintId}>{t`The list is searched once you stop typing.`}</Field.HelperText>
    </Field.Root>
  );
}
