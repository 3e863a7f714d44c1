// The typed half of a Spanish address, as both address forms of the wizard ask it (visitor-features §3 "Address": the
// supply point's and the person step's invoice address): the street's name, then its number, block, staircase, floor
// and door on one row, each input as long as the rule allows (@portal/shared/validation's STREET_ADDRESS_MAX).
import { useLingui } from '@lingui/react/macro';
import { InputField, type FieldPath, type FieldValues } from '@portal/shared/forms';
import { SimpleGrid } from '@portal/shared/ui';
import { STREET_ADDRESS_MAX } from '@portal/shared/validation';
import type { StreetField } from './address';

export interface StreetFieldsProps<T extends FieldValues> {
  /** Where each field stands in the step's form. */
  pathOf: (field: StreetField) => FieldPath<T>;
  /** The street name's label (the invoice address says whose street it is). */
  streetNameLabel: string;
}

export function StreetFields<T extends FieldValues>({ pathOf, streetNameLabel }: StreetFieldsProps<T>) {
  const { t } = useLingui();
  const field = (name: StreetField, label: string, required = false) => (
    <InputField<T>
      name={pathOf(name)}
      label={label}
      maxLength={STREET_ADDRESS_MAX[name]}
      required={required}
    />
  );
  return (
    <>
      {field('nv', streetNameLabel, true)}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        {field('pnp', t`Number`, true)}
        {field('bq', t`Block`)}
        {field('es', t`Stairs`)}
        {field('pt', t`Floor`)}
        {field('pu', t`Door`)}
      </SimpleGrid>
    </>
  );
}
