import { useLingui } from '@lingui/react/macro';
import type { CaseSummary } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/format';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Link, Table, Text } from '@portal/shared/ui';
import { CaseStateChip } from '../../../components/case-state-label';

export interface RequestTableProps {
  requests: CaseSummary[];
  /** Another page or state is loading while these rows are still shown. */
  busy?: boolean;
}

/**
 * One row per request (issue 11 "the list (state, section, category, contract, dates)"): number (a link to its
 * detail) and subject, section, category, contract, the dates it was created and last changed, and state. On a narrow screen the table scrolls inside
 * its box.
 */
export function RequestTable({ requests, busy = false }: RequestTableProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" aria-busy={busy} opacity={busy ? 0.6 : 1}>
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{t`Your requests`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Request`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Section`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Category`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Contract`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Created on`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Last update`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell minW="48">
                <Link asChild fontWeight="semibold" colorPalette="primary">
                  <RouterLink
                    to={pathTo('requestDetail', { id: String(request.id) })}
                    aria-label={t`Request ${request.number}: ${request.subject}`}
                  >
                    {request.number}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {request.subject}
                </Text>
              </Table.Cell>
              <Table.Cell>{request.section.name}</Table.Cell>
              <Table.Cell>{request.category.name}</Table.Cell>
              <Table.Cell>{request.contract?.name ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(request.created_date)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(request.updated_date)}</Table.Cell>
              <Table.Cell>
                <CaseStateChip state={request.state} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
