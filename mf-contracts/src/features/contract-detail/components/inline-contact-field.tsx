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
    <ContactFieldForm
      contractName={contractName}
      field={field}
      label={label}
      initial={draft ?? value}
      onDraft={setDraft}
      onDone={(outcome) => {
        if (outcome === 'failed') setFailed(true);
        setEditing(false);
      }}
    />
  );
}

interface ContactFieldFormProps {
  contractName: string;
  field: 'email' | 'phone';
  label: string;
  /** What the field starts with: the text kept from the last edit, or the contract's value. */
  initial: string;
  /** Keeps the text typed for the next edit (undefined: none to keep). */
  onDraft: (draft: string | undefined) => void;
  onDone: (outcome: 'saved' | 'cancelled' | 'failed') => void;
}

/**
 * The field while it is edited. Its form exists only then: a form renders its owner a second time as it mounts
 * (react-hook-form's `isReady`), which the contract detail's first screen paid twice for two fields nobody was
 * editing (issue 47).
 */
function ContactFieldForm({ contractName, field, label, initial, onDraft, onDone }: ContactFieldFormProps) {
  const { t } = useLingui();
  const update = useUpdateContactField(contractName, field);
  const schema = useLocalizedSchema(() => contactFieldSchema(field), [field]);
  const form = usePortalForm<ContactFieldValues>({ schema, defaultValues: { [field]: initial } });

  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        const next = values[field] ?? '';
        onDraft(next);
        await update.mutateAsync(next);
        onDraft(undefined);
        onDone('saved');
      }}
      onError={(error) => {
        onDraft(form.getValues(field));
        if (isHttpError(error, 400) && Object.keys(error.errors).length > 0) {
          applyServerErrors(form, translatedFieldErrors(error));
          return;
        }
        // Any other failure returns to view mode; the text typed comes back on the next edit.
        onDone('failed');
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
            onDraft(undefined);
            onDone('cancelled');
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Form>
  );
}
