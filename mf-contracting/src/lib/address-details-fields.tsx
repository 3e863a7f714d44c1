// The address fields beyond the street, as both address forms of the wizard ask them (visitor-features §3 "Address":
// the supply point's and the person step's invoice address): the cadastral reference and the hint, both optional
// (rules in ./address-rules.ts).
import { InputField, type FieldPath, type FieldValues } from '@portal/shared/forms';
import { CADASTRAL_REFERENCE_INPUT_MAX } from './address-rules';

type DetailsField = 'ref_catastral' | 'aclarador';

export interface AddressDetailsFieldsProps<T extends FieldValues> {
  /** Where each field stands in the step's form. */
  pathOf: (field: DetailsField) => FieldPath<T>;
  /** Each field's label (the invoice address says whose address it is). */
  labels: Record<DetailsField, string>;
}

export function AddressDetailsFields<T extends FieldValues>({
  pathOf,
  labels,
}: AddressDetailsFieldsProps<T>) {
  return (
    <>
      <InputField<T>
        name={pathOf('ref_catastral')}
        label={labels.ref_catastral}
        maxLength={CADASTRAL_REFERENCE_INPUT_MAX}
      />
      <InputField<T> name={pathOf('aclarador')} label={labels.aclarador} />
    </>
  );
}
