import { useLingui } from '@lingui/react/macro';
import { ReadOnlyGuard } from '@portal/shared/ui';
import { Form, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { CaseTextAndFilesFields, CategorySelectField, ContractSelectField } from '../../../lib/case-fields';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CaseFormOptions } from '../../../components/case-form-options';
import { CaseSent } from '../../../components/case-sent';
import { FormUploadProgress } from '../../../components/upload-progress';
import { caseFormError } from '../../../lib/case-form-errors';
import { useCreateRequest } from '../api/create-request';
import { requestFormQueries, type ContractOption } from '../api/request-form-queries';
import { requestSchema, type RequestInput, type RequestValues } from '../schemas';

interface FormBodyProps {
  contracts: ContractOption[];
  categories: { id: number; name: string }[];
  onSent: (id: number) => void;
}

function RequestFormBody({ contracts, categories, onSent }: FormBodyProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(requestSchema);
  const form = usePortalForm<RequestInput, RequestValues>({
    schema,
    defaultValues: {
      polissa_id: contracts.length === 1 ? String(contracts[0]?.id) : '',
      category: '',
      subject: '',
      description: '',
      attachment: [],
    },
  });
  const [progress, setProgress] = useState(0);
  const create = useCreateRequest(setProgress);
  // A 400's errors go on their fields, translated (and a 413's limit on the files); any other failure says that
  // nothing was sent (the default of `Form`), and what was typed stays.
  return (
    <Form
      form={form}
      aria-label={t`New request`}
      onSubmit={async (values) => {
        setProgress(0);
        try {
          const { id } = await create.mutateAsync(values);
          onSent(id);
        } catch (error) {
          throw caseFormError(error);
        }
      }}
    >
      <ContractSelectField<RequestInput> name="polissa_id" contracts={contracts} />
      <CategorySelectField<RequestInput> name="category" categories={categories} />
      <CaseTextAndFilesFields />
      <FormUploadProgress value={progress} />
      <ReadOnlyGuard>
        <SubmitButton alignSelf="flex-start">{t`Send request`}</SubmitButton>
      </ReadOnlyGuard>
    </Form>
  );
}

/**
 * The new request (customer-area §2 "Create request"): contract, category, subject, description and 1 to 6 files
 * (§5 "Contact form"). Its options load first (loading, error with retry; without a contract there is nothing to ask
 * about). Once sent, the way to the new request.
 */
export function RequestForm() {
  const { t } = useLingui();
  const contracts = useQuery(requestFormQueries.contracts());
  const categories = useQuery(requestFormQueries.categories());
  const [sentId, setSentId] = useState<number>();

  if (sentId !== undefined)
    return <CaseSent id={sentId} title={t`Your request has been sent.`} backLabel={t`Back to my requests`} />;
  return (
    <CaseFormOptions
      contracts={contracts}
      categories={categories}
      noContracts={{
        title: t`You have no contracts to make a request about.`,
        description: t`A request is about one of your contracts.`,
      }}
    >
      {(contractList, categoryList) => (
        <RequestFormBody contracts={contractList} categories={categoryList} onSent={setSentId} />
      )}
    </CaseFormOptions>
  );
}
