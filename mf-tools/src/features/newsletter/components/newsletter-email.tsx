// The e-mail of the newsletter page. A visitor without a link types the e-mail to subscribe with; a subscriber's
// e-mail can be changed (POST subscriber/set_mails) only "when the setting does not disable it and a subscriber
// exists" (visitor-features §5); otherwise it is shown read-only.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, HStack, ReadOnlyGuard } from '@portal/shared/ui';
import { Form, InputField, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { newsletterEmailSchema, type NewsletterEmailInput, type NewsletterEmailValues } from '../schemas';

export interface NewsletterEmailProps {
  /** The e-mail shown (the subscriber's or the profile's); empty for a visitor who types it. */
  email: string;
  /** Whether the visitor may type here (a new visitor, or a subscriber allowed to change it). */
  editable: boolean;
  /** What the submit button says: continue (a new visitor) or save (a subscriber). */
  action: 'continue' | 'save';
  onSubmit?: (email: string) => Promise<unknown> | undefined;
}

/** Render it with `key={email}`: a new e-mail from the server starts a new form. */
export function NewsletterEmail({ email, editable, action, onSubmit }: NewsletterEmailProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(newsletterEmailSchema);
  const form = usePortalForm<NewsletterEmailInput, NewsletterEmailValues>({
    schema,
    defaultValues: { email },
  });

  return (
    <Form
      form={form}
      aria-label={t`Your e-mail`}
      onSubmit={async (values) => {
        await onSubmit?.(values.email);
      }}
      onError={() => undefined}
    >
      <HStack gap="4" align="flex-end" wrap="wrap">
        {/* The field grows in the row, not the input in its field's column (it was drawn 18 px high, issue 41). */}
        <Box flex="1" minW="16rem">
          <InputField<NewsletterEmailInput>
            name="email"
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            readOnly={!editable}
            required={editable}
          />
        </Box>
        {editable ? (
          <ReadOnlyGuard>
            <SubmitButton>
              {action === 'continue' ? <Trans>Continue</Trans> : <Trans>Save e-mail</Trans>}
            </SubmitButton>
          </ReadOnlyGuard>
        ) : undefined}
      </HStack>
    </Form>
  );
}
