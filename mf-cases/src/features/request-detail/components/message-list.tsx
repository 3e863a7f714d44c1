import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseMessage } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { Box, HStack, Stack, Text } from '@portal/shared/ui';
import { CaseStateChip } from '../../../components/case-state-label';
import { AttachmentList } from './attachment-list';

export interface MessageListProps {
  messages: CaseMessage[];
}

/**
 * The conversation of a request, oldest first: who wrote (the customer, or "Administrator", the only other author
 * the spec shows, customer-area §6), when, the state the message left the case in (customer-area §4), its text and
 * its files.
 */
export function MessageList({ messages }: MessageListProps) {
  const { t } = useLingui();
  if (messages.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>There are no messages in this request yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Messages`}>
      {messages.map((message) => {
        const date = formatDate(message.created_date);
        return (
          <Box
            as="li"
            key={message.id}
            borderWidth="1px"
            rounded="md"
            p="4"
            bg={message.author === 'administrator' ? 'bg.muted' : undefined}
          >
            <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
              <Text fontWeight="semibold">
                {message.author === 'administrator' ? t`Administrator` : t`You`}
                <Text as="span" fontWeight="normal" color="fg.muted" ms="2">
                  {date}
                </Text>
              </Text>
              <CaseStateChip state={message.state} />
            </HStack>
            <Text whiteSpace="pre-wrap">{message.text}</Text>
            <Box mt={message.attachments.length > 0 ? '3' : '0'}>
              <AttachmentList attachments={message.attachments} label={t`Files of the message of ${date}`} />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
