import { Trans, useLingui } from '@lingui/react/macro';
import { InputField, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { CaseTextAndFilesFields, CategorySelectField } from '../../../lib/case-fields';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CaseForm } from '../../../components/case-form';
import { SentStatus } from '../../../components/case-sent';
import { FormOptions } from '../../../components/form-options';
import { caseOptionQueries } from '../../../lib/case-options';
import { useSendUnsignedContact } from '../api/send-unsigned-contact';
import { unsignedContactSchema, type UnsignedContactInput, type UnsignedContactValues } from '../schemas';

function ContactSent({ number }: { number: string }) {
  return (
    <SentStatus
      title={<Trans>Your message has been sent.</Trans>}
      description={<Trans>Your case number is {number}.</Trans>}
    />
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
  const send = useSendUnsignedContact();
  return (
    <CaseForm
      form={form}
      label={t`Contact us`}
      mutation={send}
      onSent={onSent}
      // Visitors have no read-only session: the button is always there.
      actions={<SubmitButton alignSelf="flex-start">{t`Send`}</SubmitButton>}
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
    </CaseForm>
  );
}

/**
 * The unsigned contact form for visitors (customer-area §2 "Unsigned contact"): e-mail, mobile, a category of the
 * unsigned list (GET crm/cases/categories/?unsigned=true), subject, description and 1 to 6 files, sent with upload
 * progress; once sent, the case number.
 */
export function UnsignedContactForm() {
  const categories = useQuery(caseOptionQueries.categories('unsigned'));
  const [sent, setSent] = useState<string>();

  if (sent !== undefined) return <ContactSent number={sent} />;
  return (
    <FormOptions queries={[categories]}>
      <UnsignedContactFormBody categories={categories.data ?? []} onSent={setSent} />
    </FormOptions>
  );
}
