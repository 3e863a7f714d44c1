// The contract's communications (customer-area §2 "Contract communications"): date, document, size and its download,
// newest first, with previous / next paging. Loading, empty, and error with retry; a 401 goes through the session
// expired path (the HTTP client's). A failed download shows a clickable error that resets it (§8).
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/shared/dates';
import { isNotFoundError } from '@portal/shared/http';
import {
  Button,
  EmptyState,
  ErrorPanel,
  HStack,
  LoadingState,
  ResponsiveTable,
  Stack,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AttachmentDownloadButton } from '../../../components/attachment-download-button';
import { COMMUNICATIONS_PAGE_SIZE, communicationQueries } from '../api/communication-queries';

export function CommunicationList({ contractId }: { contractId: string }) {
  const { t } = useLingui();
  const [offset, setOffset] = useState(0);
  const query = useQuery(communicationQueries.page(contractId, offset));
  if (query.isPending) return <LoadingState shape="list" label={t`Loading the communications…`} />;
  if (query.isError) {
    if (isNotFoundError(query.error))
      return (
        <EmptyState
          icon="contracts"
          title={t`Contract ${contractId} was not found.`}
          description={t`It does not exist or does not belong to this account.`}
        />
      );
    return (
      <ErrorPanel title={t`The communications could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  }
  const { items, total_items: total } = query.data;
  if (total === 0)
    return (
      <EmptyState
        icon="communications"
        title={t`This contract has no communications.`}
        description={t`The letters and notices we send you about it will be here.`}
      />
    );
  const last = Math.min(offset + items.length, total);
  return (
    <Stack gap="4">
      {/* The portal's list pattern (issue 44 item 1): a card per communication on a phone. */}
      <ResponsiveTable
        caption={t`Communications ${offset + 1}–${last} of ${total}`}
        showCaption
        rows={items}
        rowKey={(item) => String(item.id)}
        columns={[
          { key: 'date', header: t`Date`, nowrap: true, cell: (item) => formatDate(item.created_date) },
          { key: 'document', header: t`Document`, role: 'title', cell: (item) => item.name },
          { key: 'size', header: t`Size`, nowrap: true, cell: (item) => item.size_text },
          {
            key: 'download',
            header: t`Actions`,
            role: 'actions',
            cell: (item) => <AttachmentDownloadButton id={item.download_id} name={item.name} />,
          },
        ]}
      />
      {total > COMMUNICATIONS_PAGE_SIZE ? (
        <HStack gap="3">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - COMMUNICATIONS_PAGE_SIZE))}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + COMMUNICATIONS_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + COMMUNICATIONS_PAGE_SIZE)}
          >
            <Trans>Next</Trans>
          </Button>
        </HStack>
      ) : undefined}
    </Stack>
  );
}
