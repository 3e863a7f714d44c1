import { useLingui } from '@lingui/react/macro';
import { ReadOnlyGuard } from '@portal/shared/ui';
import { Form, SubmitButton, useLocalizedSchema, usePortalForm, useWatch } from '@portal/shared/forms';
import { CaseTextAndFilesFields, CategorySelectField, ContractSelectField } from '../../../lib/case-fields';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CaseFormOptions } from '../../../components/case-form-options';
import { CaseSent } from '../../../components/case-sent';
import { FormUploadProgress } from '../../../components/upload-progress';
import { AUTOLECTURES_CATEGORY } from '../../../lib/case-files';
import { caseFormError } from '../../../lib/case-form-errors';
import { caseOptionQueries, type ContractOption } from '../../../lib/case-options';
import { createdCaseQuery, useCreateContactCase } from '../api/create-contact-case';
import { contactSchema, type ContactInput, type ContactValues } from '../schemas';

/** The page's create-complaint action, given the chosen contract (undefined until one is chosen). */
export type ComplaintAction = (contract: ContractOption | undefined) => ReactNode;

function ContactSent({ id }: { id: number }) {
  const { t } = useLingui();
  const number = useQuery(createdCaseQuery(id));
  const caseNumber = number.data ?? String(id);
  return (
    <CaseSent
      id={id}
      title={t`Your message has been sent.`}
      // Said once, when known: the number (CAS-…), or the id if the case cannot be read.
      description={number.isPending ? undefined : t`Your case number is ${caseNumber}.`}
      backLabel={t`Go to my requests`}
    />
  );
}

/** The chosen contract, handed to the page's complaint action (disabled until there is one). */
function ComplaintActionFor({ contracts, action }: { contracts: ContractOption[]; action: ComplaintAction }) {
  const chosen = useWatch<ContactInput, 'polissa_id'>({ name: 'polissa_id' });
  return <>{action(contracts.find((c) => String(c.id) === chosen))}</>;
}

interface FormBodyProps {
  contracts: ContractOption[];
  categories: { id: number; name: string }[];
  autolectures: boolean;
  complaintAction?: ComplaintAction;
  onSent: (id: number) => void;
}

function ContactFormBody({ contracts, categories, autolectures, complaintAction, onSent }: FormBodyProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(contactSchema);
  const form = usePortalForm<ContactInput, ContactValues>({
    schema,
    defaultValues: {
      polissa_id: contracts.length === 1 ? String(contracts[0]?.id) : '',
      category: autolectures ? AUTOLECTURES_CATEGORY : '',
      subject: '',
      description: '',
      attachment: [],
    },
  });
  const [progress, setProgress] = useState(0);
  const create = useCreateContactCase(setProgress);
  // A 400's errors (and a 413's limit) go on their fields; any other failure says that nothing was sent (the
  // default of `Form`), and what was typed stays.
  return (
    <Form
      form={form}
      aria-label={autolectures ? t`Send your meter readings` : t`Contact customer service`}
      onSubmit={async (values) => {
        setProgress(0);
        try {
          const { id } = await create.mutateAsync(values);
          onSent(id);
        } catch (error) {
          throw caseFormError(error, { hiddenFields: autolectures ? ['category'] : [] });
        }
      }}
    >
      <ContractSelectField<ContactInput> name="polissa_id" contracts={contracts} />
      {complaintAction ? <ComplaintActionFor contracts={contracts} action={complaintAction} /> : undefined}
      {autolectures ? undefined : (
        <CategorySelectField<ContactInput> name="category" categories={categories} />
      )}
      <CaseTextAndFilesFields />
      <FormUploadProgress value={progress} />
      <ReadOnlyGuard>
        <SubmitButton alignSelf="flex-start">{t`Send`}</SubmitButton>
      </ReadOnlyGuard>
    </Form>
  );
}

export interface CustomerContactFormProps {
  /** Opened with `?autolectures=true` (a send-readings button): no category picker, the category is 20. */
  autolectures: boolean;
  /** The create-complaint action (the page's complaint dialog), shown under the contract. */
  complaintAction?: ComplaintAction;
}

/**
 * The customer contact form (customer-area §2 "Customer contact"): contract, category, subject, description and 1 to
 * 6 files (§5 "Contact form"), sent with upload progress. Its options load first (loading, error with retry; without
 * a contract there is nothing to ask about). Once sent, the case number and the way to it.
 */
export function CustomerContactForm({ autolectures, complaintAction }: CustomerContactFormProps) {
  const { t } = useLingui();
  const contracts = useQuery(caseOptionQueries.contracts());
  const categories = useQuery({ ...caseOptionQueries.categories(), enabled: !autolectures });
  const [sentId, setSentId] = useState<number>();

  if (sentId !== undefined) return <ContactSent id={sentId} />;
  return (
    <CaseFormOptions
      contracts={contracts}
      categories={categories}
      categoriesAsked={!autolectures}
      noContracts={{
        title: t`You have no contracts to write to us about.`,
        description: t`Each message to customer service is about one of your contracts.`,
      }}
    >
      {(contractList, categoryList) => (
        <ContactFormBody
          contracts={contractList}
          categories={categoryList}
          autolectures={autolectures}
          complaintAction={complaintAction}
          onSent={setSentId}
        />
      )}
    </CaseFormOptions>
  );
}
