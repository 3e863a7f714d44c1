import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/shared/dates';
import { isHttpError } from '@portal/shared/http';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import {
  Box,
  Button,
  DataList,
  EmptyState,
  ErrorPanel,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { CaseStateChip } from '../../../components/case-state-label';
import { requestDetailQueries } from '../api/request-detail-queries';
import { AttachmentList } from './attachment-list';
import { acceptsReplies } from '../schemas';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';

function BackToList() {
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <RouterLink to={pathTo('requests')}>
        <Trans>Back to my requests</Trans>
      </RouterLink>
    </Button>
  );
}

export interface RequestDetailViewProps {
  /** Undefined when the address names no valid request id. */
  id: number | undefined;
}

/**
 * One request: its data (number, state, section, category, contract, dates, subject, description, files) and its
 * messages with their states. A request that is not the customer's (the API's 404) is "not found"; any other failure
 * shows "Case info cannot be obtained" (customer-area §8) with a retry.
 */
export function RequestDetailView({ id }: RequestDetailViewProps) {
  const { t } = useLingui();
  const query = useQuery({ ...requestDetailQueries.detail(id ?? 0), enabled: id !== undefined });

  if (id === undefined || (query.isError && isHttpError(query.error, 404))) {
    return <EmptyState icon="cases" title={t`This request does not exist.`} action={<BackToList />} />;
  }
  if (query.isPending) return <LoadingState shape="detail" label={t`Loading the request…`} />;
  if (query.isError) {
    return (
      <Stack gap="4">
        <ErrorPanel
          title={t`Case info cannot be obtained.`}
          message={t`Error fetching data. Please try again later.`}
          onRetry={() => void query.refetch()}
        />
        <BackToList />
      </Stack>
    );
  }

  const request = query.data;
  return (
    <Stack gap="6">
      <BackToList />
      <Box as="section" aria-labelledby="request-summary" borderWidth="1px" rounded="md" p="4">
        <HStack justify="space-between" wrap="wrap" gap="2" mb="4">
          <Heading as="h2" id="request-summary" size="md">
            {request.number}: {request.subject}
          </Heading>
          <CaseStateChip state={request.state} />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t`Section`}</DataList.ItemLabel>
            <DataList.ItemValue>{request.section.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Category`}</DataList.ItemLabel>
            <DataList.ItemValue>{request.category.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Contract`}</DataList.ItemLabel>
            <DataList.ItemValue>{request.contract?.name ?? '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Created on`}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(request.created_date)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Last update`}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(request.updated_date)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text whiteSpace="pre-wrap" mt="4">
          {request.description}
        </Text>
        <Box mt={request.attachments.length > 0 ? '4' : '0'}>
          <AttachmentList attachments={request.attachments} label={t`Files of the request`} />
        </Box>
      </Box>
      <Box as="section" aria-labelledby="request-messages">
        <Heading as="h2" id="request-messages" size="md" mb="3">
          <Trans>Messages</Trans>
        </Heading>
        <MessageList messages={request.messages} />
      </Box>
      <Box as="section" aria-labelledby="request-reply" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" id="request-reply" size="md" mb="3">
          <Trans>Add a message</Trans>
        </Heading>
        {acceptsReplies(request.state) ? (
          <ReplyForm caseId={request.id} />
        ) : (
          <Text color="fg.muted">
            <Trans>This request is closed: it does not take more messages.</Trans>
          </Text>
        )}
      </Box>
    </Stack>
  );
}
