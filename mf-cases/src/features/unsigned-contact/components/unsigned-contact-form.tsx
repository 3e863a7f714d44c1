import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, ErrorPanel, LoadingState } from '@portal/shared/ui';
import { Form, InputField, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { CaseTextAndFilesFields, CategorySelectField } from '../../../lib/case-fields';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormUploadProgress } from '../../../components/upload-progress';
import { caseFormError } from '../../../lib/case-form-errors';
import { caseOptionQueries } from '../../../lib/case-options';
import { useSendUnsignedContact } from '../api/send-unsigned-contact';
import { unsignedContactSchema, type UnsignedContactInput, type UnsignedContactValues } from '../schemas';

function ContactSent({ number }: { number: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Your message has been sent.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>Your case number is {number}.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function UnsignedContactFormBody({
  categories,
  onSent,
}: {
  categories: { id: number; name: string }[];
  onSent: (number: string) => void;
}) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(unsignedContactSchema);
  const form = usePortalForm<UnsignedContactInput, UnsignedContactValues>({
    schema,
    defaultValues: { email: '', mobile: '', category: '', subject: '', description: '', attachment: [] },
  });
  const [progress, setProgress] = useState(0);
  const send = useSendUnsignedContact(setProgress);
  return (
    <Form
      form={form}
      aria-label={t`Contact us`}
      onSubmit={async (values) => {
        setProgress(0);
        try {
          onSent(await send.mutateAsync(values));
        } catch (error) {
          throw caseFormError(error);
        }
      }}
    >
      <InputField<UnsignedContactInput>
        name="email"
        label={t`E-mail`}
        type="email"
        required
        autoComplete="email"
      />
      <InputField<UnsignedContactInput>
        name="mobile"
        label={t`Mobile`}
        type="tel"
        required
        autoComplete="tel"
      />
      <CategorySelectField<UnsignedContactInput> name="category" categories={categories} />
      <CaseTextAndFilesFields />
      <FormUploadProgress value={progress} />
      <SubmitButton alignSelf="flex-start">{t`Send`}</SubmitButton>
    </Form>
  );
}

/**
 * The unsigned contact form for visitors (customer-area §2 "Unsigned contact"): e-mail, mobile, a category of the
 * unsigned list (GET crm/cases/categories/?unsigned=true), subject, description and 1 to 6 files, sent with upload
 * progress; once sent, the case number.
 */
export function UnsignedContactForm() {
  const { t } = useLingui();
  const categories = useQuery(caseOptionQueries.categories('unsigned'));
  const [sent, setSent] = useState<string>();

  if (sent !== undefined) return <ContactSent number={sent} />;
  if (categories.isPending) return <LoadingState shape="form" label={t`Loading the form…`} />;
  if (categories.isError) {
    return (
      <ErrorPanel
        title={t`The form could not be loaded.`}
        message={t`Error fetching data. Please try again later.`}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return <UnsignedContactFormBody categories={categories.data} onSent={setSent} />;
}
