// The lead-contact form that follows the power calculator and the comparators (visitor-features §2 "Lead-contact
// form", §3, §5 "Lead contact"). The caller sends the lead: this form validates, turns the invoice into a data URL and
// keeps everything typed when the call fails. A 400 lands on its fields (the calculator's call names them
// `data.<field>`: `serverFieldPrefix` strips that); any other failure shows `errorMessage` above the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { isHttpError } from '@portal/shared/http';
import { SimpleGrid } from '@portal/shared/ui';
import {
  CheckboxField,
  type FieldPath,
  FilePicker,
  Form,
  FormField,
  InputField,
  SelectField,
  setServerError,
  SubmitButton,
  useLocalizedSchema,
  usePortalForm,
} from '@portal/shared/forms';
import type { ReactNode } from 'react';
import {
  CONTACT_HOURS,
  EMPTY_LEAD_CONTACT,
  leadContactSchema,
  toLeadContactPayload,
  type LeadContactInput,
  type LeadContactPayload,
  type LeadContactValues,
} from '../schemas';

export interface LeadContactFormProps {
  /** Sends the lead; a rejection keeps the form as typed. */
  onSubmit: (contact: LeadContactPayload) => Promise<unknown>;
  /** Accessible name of the form. */
  label: string;
  submitLabel?: ReactNode;
  /** Shown above the form when the call fails other than with field errors. */
  errorMessage?: string;
  /** The prefix of the server's field names (`data.` for the calculator lead). */
  serverFieldPrefix?: string;
  /** Whether the invoice file is offered (optional, visitor-features §3). */
  withInvoice?: boolean;
  /** The comparators' manual mode: the invoice must be attached. */
  invoiceRequired?: boolean;
}

export function LeadContactForm({
  onSubmit,
  label,
  submitLabel,
  errorMessage,
  serverFieldPrefix = '',
  withInvoice = true,
  invoiceRequired = false,
}: LeadContactFormProps) {
  const { t } = useLingui();
  // visitor-features §4: "Authenticated users have leads consent pre-set".
  const signedIn = useAuth((state) => state.isAuthenticated);
  const schema = useLocalizedSchema(() => leadContactSchema({ invoiceRequired }), [invoiceRequired]);
  const form = usePortalForm<LeadContactInput, LeadContactValues>({
    schema,
    defaultValues: { ...EMPTY_LEAD_CONTACT, consent: signedIn },
  });
  const hours = CONTACT_HOURS.map((slot) => ({ value: slot, label: slot }));

  const submit = async (values: LeadContactValues) => {
    await onSubmit(await toLeadContactPayload(values));
  };
  const onError = (error: unknown) => {
    if (isHttpError(error, 400)) {
      const fields = Object.keys(EMPTY_LEAD_CONTACT);
      const unmatched: string[] = [];
      let first = true;
      for (const [key, message] of Object.entries(error.errors)) {
        const name = key.startsWith(serverFieldPrefix) ? key.slice(serverFieldPrefix.length) : key;
        if (fields.includes(name)) {
          form.setError(
            name as FieldPath<LeadContactInput>,
            { type: 'server', message },
            { shouldFocus: first },
          );
          first = false;
        } else unmatched.push(message);
      }
      if (unmatched.length) setServerError(form, unmatched.join(' '));
      else if (first)
        setServerError(form, errorMessage ?? t`The request could not be sent. Please try again later.`);
      return;
    }
    setServerError(form, errorMessage ?? t`The request could not be sent. Please try again later.`);
  };

  return (
    <Form form={form} onSubmit={submit} onError={onError} aria-label={label}>
      {/* Two columns where they have room (beside a tool's help panel the form is narrower than the screen says). */}
      <SimpleGrid minChildWidth="min(100%, 14rem)" gap="4">
        <InputField<LeadContactInput> name="name" label={t`First name`} autoComplete="given-name" required />
        <InputField<LeadContactInput>
          name="surname1"
          label={t`First surname`}
          autoComplete="family-name"
          required
        />
        <InputField<LeadContactInput> name="surname2" label={t`Second surname`} autoComplete="off" />
        <InputField<LeadContactInput>
          name="email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
        />
        <InputField<LeadContactInput>
          name="telephone"
          label={t`Telephone`}
          type="tel"
          autoComplete="tel"
          required
        />
        <SelectField<LeadContactInput>
          name="contactHours"
          label={t`Contact hours`}
          placeholder={t`Choose when we may call you`}
          options={hours}
          required
        />
      </SimpleGrid>
      {withInvoice ? (
        <FormField<LeadContactInput>
          name="invoice"
          label={invoiceRequired ? t`Your last invoice` : t`Your last invoice (optional)`}
          helperText={t`PDF or image, up to 15 MB.`}
          required={invoiceRequired}
        >
          {({ field, describedBy }) => (
            <FilePicker
              accept="application/pdf,image/*"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-describedby={describedBy}
              chosen={(field.value as File[] | undefined) ?? []}
              onChange={(event) => {
                field.onChange([...(event.currentTarget.files ?? [])]);
                void form.trigger('invoice');
              }}
            />
          )}
        </FormField>
      ) : undefined}
      {signedIn ? undefined : (
        <CheckboxField<LeadContactInput>
          name="consent"
          label={t`I agree to be contacted about this request`}
          required
        />
      )}
      <SubmitButton alignSelf="flex-start">{submitLabel ?? <Trans>Send</Trans>}</SubmitButton>
    </Form>
  );
}
