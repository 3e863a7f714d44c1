// The signed-in case form (POST crm/cases/), one piece for the new request (customer-area §2 "Create request") and the
// customer contact (§2 "Customer contact"): contract, category, subject, description and 1 to 6 files (§5 "Contact
// form"), sent with upload progress. Its options load first (loading, error with retry; without a contract there is
// nothing to ask about). The contact form may set the category itself (autolectures) and put its complaint action
// under the contract; each page says in its own words what was sent.
import { SubmitButton, useLocalizedSchema, usePortalForm, useWatch } from '@portal/shared/forms';
import { ReadOnlyGuard } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CaseTextAndFilesFields, CategorySelectField, ContractSelectField } from '../lib/case-fields';
import { caseOptionQueries, type ContractOption } from '../lib/case-options';
import { signedCaseSchema, type SignedCaseInput, type SignedCaseValues } from '../lib/case-schema';
import { useCreateCase } from '../lib/create-case';
import { CaseForm } from './case-form';
import { FormOptions } from './form-options';

/** What the form shows under the contract picker, given the chosen contract (undefined until one is chosen). */
export type ContractAction = (contract: ContractOption | undefined) => ReactNode;

function ContractActionFor({ contracts, action }: { contracts: ContractOption[]; action: ContractAction }) {
  const chosen = useWatch<SignedCaseInput, 'polissa_id'>({ name: 'polissa_id' });
  return <>{action(contracts.find((c) => String(c.id) === chosen))}</>;
}

interface FormBodyProps {
  label: string;
  submitLabel: string;
  contracts: ContractOption[];
  categories: { id: number; name: string }[];
  presetCategory?: string;
  contractAction?: ContractAction;
  onSent: (id: number) => void;
}

function SignedCaseFormBody({
  label,
  submitLabel,
  contracts,
  categories,
  presetCategory,
  contractAction,
  onSent,
}: FormBodyProps) {
  const schema = useLocalizedSchema(signedCaseSchema);
  const form = usePortalForm<SignedCaseInput, SignedCaseValues>({
    schema,
    defaultValues: {
      polissa_id: contracts.length === 1 ? String(contracts[0]?.id) : '',
      category: presetCategory ?? '',
      subject: '',
      description: '',
      attachment: [],
    },
  });
  const create = useCreateCase();
  return (
    <CaseForm
      form={form}
      label={label}
      mutation={create}
      onSent={({ id }) => onSent(id)}
      hiddenFields={presetCategory === undefined ? [] : ['category']}
      actions={
        <ReadOnlyGuard>
          <SubmitButton alignSelf="flex-start">{submitLabel}</SubmitButton>
        </ReadOnlyGuard>
      }
    >
      <ContractSelectField<SignedCaseInput> name="polissa_id" contracts={contracts} />
      {contractAction ? <ContractActionFor contracts={contracts} action={contractAction} /> : undefined}
      {presetCategory === undefined ? (
        <CategorySelectField<SignedCaseInput> name="category" categories={categories} />
      ) : undefined}
      <CaseTextAndFilesFields />
    </CaseForm>
  );
}

export interface SignedCaseFormProps {
  /** The form's accessible name, and its submit button's text. */
  label: string;
  submitLabel: string;
  /** Without a contract: the empty state's title and description. */
  noContracts: { title: string; description: string };
  /** The category the form sets itself (the readings' 20): no category picker then, and the categories not asked. */
  presetCategory?: string;
  contractAction?: ContractAction;
  /** What the page shows once the case is created, given its id. */
  sent: (id: number) => ReactNode;
}

export function SignedCaseForm({ noContracts, presetCategory, sent, ...body }: SignedCaseFormProps) {
  const contracts = useQuery(caseOptionQueries.contracts());
  const categoriesAsked = presetCategory === undefined;
  const categories = useQuery({ ...caseOptionQueries.categories(), enabled: categoriesAsked });
  const [sentId, setSentId] = useState<number>();

  if (sentId !== undefined) return <>{sent(sentId)}</>;
  return (
    <FormOptions
      queries={categoriesAsked ? [contracts, categories] : [contracts]}
      noContracts={contracts.data?.length === 0 ? noContracts : undefined}
    >
      <SignedCaseFormBody
        {...body}
        contracts={contracts.data ?? []}
        categories={categories.data ?? []}
        presetCategory={presetCategory}
        onSent={setSentId}
      />
    </FormOptions>
  );
}
