import { useLingui } from '@lingui/react/macro';
import type { CaseSummary } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Link, ResponsiveTable, type ResponsiveColumn, Text } from '@portal/shared/ui';
import { CaseStateChip } from '../../../components/case-state-label';

export interface RequestTableProps {
  requests: CaseSummary[];
  /** Another page or state is loading while these rows are still shown. */
  busy?: boolean;
}

/**
 * One row per request (issue 11 "the list (state, section, category, contract, dates)"): number (a link to its
 * detail) and subject, section (and category under it), contract, the dates it was created (and last changed under
 * it), and state, in the portal's list pattern (issue 44 item 1): a table that fits from 1,024 px up, a card per
 * request below.
 */
export function RequestTable({ requests, busy = false }: RequestTableProps) {
  const { t } = useLingui();
  const columns: ResponsiveColumn<CaseSummary>[] = [
    {
      key: 'request',
      header: t`Request`,
      role: 'title',
      cell: (request) => (
        <>
          <Link asChild fontWeight="semibold" colorPalette="primary">
            <RouterLink
              to={pathTo('requestDetail', { id: String(request.id) })}
              aria-label={t`Request ${request.number}: ${request.subject}`}
            >
              {request.number}
            </RouterLink>
          </Link>
          <Text fontSize="xs" fontWeight="normal" color="fg.muted">
            {request.subject}
          </Text>
        </>
      ),
    },
    { key: 'section', header: t`Section`, cell: (request) => request.section.name },
    { key: 'category', header: t`Category`, role: 'secondary', cell: (request) => request.category.name },
    { key: 'contract', header: t`Contract`, cell: (request) => request.contract?.name ?? '—' },
    {
      key: 'created',
      header: t`Created on`,
      nowrap: true,
      cell: (request) => formatDate(request.created_date),
    },
    {
      key: 'updated',
      header: t`Last update`,
      role: 'secondary',
      nowrap: true,
      cell: (request) => formatDate(request.updated_date),
    },
    { key: 'state', header: t`State`, cell: (request) => <CaseStateChip state={request.state} /> },
  ];
  return (
    <ResponsiveTable
      caption={t`Your requests`}
      rows={requests}
      rowKey={(request) => String(request.id)}
      columns={columns}
      busy={busy}
    />
  );
}
