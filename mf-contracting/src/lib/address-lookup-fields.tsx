// The looked-up half of a Spanish address, as both address forms of the wizard ask it (visitor-features §4: the supply
// point's and the person step's invoice address): the postal code, the locality among those of the postal code, the
// province derived from it (read-only) and the street type. The step keeps the lookups and their effects.
import { useLingui } from '@lingui/react/macro';
import { FormField, InputField, SelectField, type FieldPath, type FieldValues } from '@portal/shared/forms';
import { Input, SimpleGrid } from '@portal/shared/ui';
import { hasNoLocalities } from './address-lookups';
import { namedOptions } from './select-options';

type LookupField = 'dp' | 'poblacio' | 'state' | 'tv';

export interface AddressLookupFieldsProps<T extends FieldValues> {
  /** Each field's path in the step's form. */
  names: Record<LookupField, FieldPath<T>>;
  labels: Record<LookupField, string>;
  /** The postal code's localities (`usePostalCodeLocalities`). */
  localityLookup: { isSuccess: boolean; pending: boolean; localities: readonly { city: string }[] };
  /** The province derived from the locality, '' when not uniquely found. */
  provinceName: string;
  streetTypes: readonly { id: string; name: string }[] | undefined;
  postalCodeAutoComplete?: string;
}

export function AddressLookupFields<T extends FieldValues>({
  names,
  labels,
  localityLookup,
  provinceName,
  streetTypes,
  postalCodeAutoComplete,
}: AddressLookupFieldsProps<T>) {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <InputField<T>
        name={names.dp}
        label={labels.dp}
        inputMode="numeric"
        autoComplete={postalCodeAutoComplete}
        maxLength={5}
        required
      />
      <SelectField<T>
        name={names.poblacio}
        label={labels.poblacio}
        placeholder={t`Choose a locality`}
        helperText={
          hasNoLocalities(localityLookup)
            ? t`We have no localities for this postal code: check it.`
            : undefined
        }
        options={localityLookup.localities.map((locality) => ({
          value: locality.city,
          label: locality.city,
        }))}
        required
      />
      <FormField<T> name={names.state} label={labels.state} required>
        {({ describedBy }) => <Input readOnly aria-describedby={describedBy} value={provinceName} />}
      </FormField>
      <SelectField<T>
        name={names.tv}
        label={labels.tv}
        placeholder={t`Choose a street type`}
        options={namedOptions(streetTypes)}
        required
      />
    </SimpleGrid>
  );
}
