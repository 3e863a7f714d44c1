// The fields the case forms share (request, customer contact, unsigned contact, complaint): the contract and category
// pickers, and the case's subject, description and attachments — one markup and one set of messages for all.
import { useLingui } from '@lingui/react/macro';
import {
  FileUploadField,
  InputField,
  SelectField,
  TextareaField,
  type FieldPath,
  type FieldValues,
} from '@portal/shared/forms';
import { ACCEPTED_CASE_FILES, MAX_CASE_ATTACHMENTS, MIN_CASE_ATTACHMENTS } from './case-files';
import type { ContractOption } from './case-options';

interface ContractSelectFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  contracts: readonly ContractOption[];
  /** What the form sends for a contract: its id (crm/cases/) or its name (the complaint). */
  optionValue?: (contract: ContractOption) => string;
}

export function ContractSelectField<T extends FieldValues>({
  name,
  contracts,
  optionValue = (contract) => String(contract.id),
}: ContractSelectFieldProps<T>) {
  const { t } = useLingui();
  return (
    <SelectField<T>
      name={name}
      label={t`Contract`}
      required
      options={[
        { value: '', label: t`Choose a contract` },
        ...contracts.map((c) => ({ value: optionValue(c), label: `${c.name} · ${c.address}` })),
      ]}
    />
  );
}

export function CategorySelectField<T extends FieldValues>({
  name,
  categories,
}: {
  name: FieldPath<T>;
  categories: readonly { id: number | string; name: string }[];
}) {
  const { t } = useLingui();
  return (
    <SelectField<T>
      name={name}
      label={t`Category`}
      required
      options={[
        { value: '', label: t`Choose a category` },
        ...categories.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
    />
  );
}

/** Subject, description and 1 to 6 attachments (customer-area §5 "Contact form"), under the API's field names. */
export function CaseTextAndFilesFields() {
  const { t } = useLingui();
  return (
    <>
      <InputField name="subject" label={t`Subject`} required autoComplete="off" />
      <TextareaField name="description" label={t`Description`} required rows={6} autoresize />
      <FileUploadField
        name="attachment"
        label={t`Attachments (${MIN_CASE_ATTACHMENTS} to ${MAX_CASE_ATTACHMENTS} files, images or PDF)`}
        accept={ACCEPTED_CASE_FILES}
        min={MIN_CASE_ATTACHMENTS}
        max={MAX_CASE_ATTACHMENTS}
      />
    </>
  );
}
