// Inline edit of the contract's notification e-mail or phone (customer-area §4 "inline contact: idle, editing,
// sending"; §5 "Contact edit (phone or email): a 400 response with an errors map shows the field error"; §8 "Contact
// edit 400 shows field errors, other failures return to view mode"). What was typed is kept for the next edit.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, HStack, ReadOnlyGuard, Text } from '@portal/shared/ui';
import {
  applyServerErrors,
  Form,
  InputField,
  SubmitButton,
  useLocalizedSchema,
  usePortalForm,
} from '@portal/shared/forms';
import { isHttpError } from '@portal/shared/http';
import { useState } from 'react';
import { translatedFieldErrors } from '../../../lib/server-messages';
import { useUpdateContactField } from '../api/contract-changes';
import { CONTACT_PHONE_MAX, type ContactFieldValues, contactFieldSchema } from '../schemas';

export interface InlineContactFieldProps {
  contractName: string;
  field: 'email' | 'phone';
  label: string;
  value: string;
  /** Why it cannot be edited (the contract is not active). */
  blockedReason?: string;
}

export function InlineContactField({
  contractName,
  field,
  label,
  value,
  blockedReason,
}: InlineContactFieldProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string>();
  const [failed, setFailed] = useState(false);
  const update = useUpdateContactField(contractName, field);
  const schema = useLocalizedSchema(() => contactFieldSchema(field), [field]);
  const form = usePortalForm<ContactFieldValues>({
    schema,
    defaultValues: { [field]: draft ?? value },
  });

  if (!editing) {
    return (
      <Box>
        <HStack gap="3" wrap="wrap">
          <Text>{value || '—'}</Text>
          <ReadOnlyGuard>
            <Button
              variant="ghost"
              size="xs"
              disabled={Boolean(blockedReason)}
              onClick={() => {
                form.reset({ [field]: draft ?? value });
                setFailed(false);
                setEditing(true);
              }}
            >
              {field === 'email' ? t`Edit e-mail` : t`Edit phone`}
            </Button>
          </ReadOnlyGuard>
        </HStack>
        {failed ? (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            <Trans>The change could not be saved. Try again later.</Trans>
          </Text>
        ) : undefined}
      </Box>
    );
  }

  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        const next = values[field] ?? '';
        setDraft(next);
        await update.mutateAsync(next);
        setDraft(undefined);
        setEditing(false);
      }}
      onError={(error) => {
        setDraft(form.getValues(field));
        if (isHttpError(error, 400) && Object.keys(error.errors).length > 0) {
          applyServerErrors(form, translatedFieldErrors(error));
          return;
        }
        // Any other failure returns to view mode; the text typed comes back on the next edit.
        setFailed(true);
        setEditing(false);
      }}
    >
      <InputField
        name={field}
        label={label}
        required
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        maxLength={field === 'phone' ? CONTACT_PHONE_MAX : 254}
        autoFocus
      />
      <HStack gap="3">
        <SubmitButton size="sm">{t`Save`}</SubmitButton>
        <Button
          variant="outline"
          size="sm"
          disabled={form.formState.isSubmitting}
          onClick={() => {
            setDraft(undefined);
            setEditing(false);
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Form>
  );
}
