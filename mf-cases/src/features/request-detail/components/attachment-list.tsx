import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseAttachment } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { Button, HStack, List, Text } from '@portal/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { downloadCaseAttachment } from '../api/request-detail-queries';

function AttachmentItem({ attachment }: { attachment: CaseAttachment }) {
  const { t } = useLingui();
  const download = useMutation({ mutationFn: () => downloadCaseAttachment(attachment.file) });
  const name = attachment.name;
  return (
    <List.Item>
      <HStack gap="3" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          aria-label={t`Download ${name}`}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {attachment.name}
        </Button>
        <Text as="span" fontSize="xs" color="fg.muted">
          {attachment.size_text} · {formatDate(attachment.created_date)}
        </Text>
        {download.isError ? (
          <Text as="span" role="alert" fontSize="xs" color="fg.error">
            <Trans>The file could not be downloaded.</Trans>
          </Text>
        ) : undefined}
      </HStack>
    </List.Item>
  );
}

export interface AttachmentListProps {
  attachments: CaseAttachment[];
  label: string;
}

/** The files of a request or of one of its messages (name, size, date), each downloadable. */
export function AttachmentList({ attachments, label }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <List.Root aria-label={label} gap="2" listStyle="none" ms="0">
      {attachments.map((attachment) => (
        <AttachmentItem key={attachment.id} attachment={attachment} />
      ))}
    </List.Root>
  );
}
