import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, ReadOnlyGuard } from '@portal/shared/ui';
import {
  FileUploadField,
  SubmitButton,
  TextareaField,
  useLocalizedSchema,
  usePortalForm,
} from '@portal/shared/forms';
import { CaseForm } from '../../../components/case-form';
import { ACCEPTED_CASE_FILES } from '../../../lib/case-files';
import { useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { MAX_REPLY_ATTACHMENTS, replySchema, type ReplyInput, type ReplyValues } from '../schemas';

export interface ReplyFormProps {
  caseId: number;
}

/**
 * A message (and files) added to an open request, on the case forms' frame (`CaseForm`): sent with upload progress,
 * a 400's errors on the fields, translated (a 413's limit on the files), and any other failure says that nothing was
 * sent, keeping the text; once sent the form empties and the conversation reloads.
 */
export function ReplyForm({ caseId }: ReplyFormProps) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(replySchema);
  const form = usePortalForm<ReplyInput, ReplyValues>({
    schema,
    defaultValues: { text: '', attachment: [] },
  });
  const send = useSendMessage(caseId);
  const [sent, setSent] = useState(false);
  return (
    <CaseForm
      form={form}
      label={t`Add a message`}
      mutation={send}
      onSending={() => setSent(false)}
      onSent={() => {
        form.reset({ text: '', attachment: [] });
        setSent(true);
      }}
      actions={
        <ReadOnlyGuard>
          <SubmitButton alignSelf="flex-start">{t`Send message`}</SubmitButton>
        </ReadOnlyGuard>
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your message has been sent.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      <TextareaField<ReplyInput> name="text" label={t`Your message`} required rows={4} autoresize />
      <FileUploadField<ReplyInput>
        name="attachment"
        label={t`Attachments (up to ${MAX_REPLY_ATTACHMENTS} files, images or PDF)`}
        accept={ACCEPTED_CASE_FILES}
        min={0}
        max={MAX_REPLY_ATTACHMENTS}
      />
    </CaseForm>
  );
}
