import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CaseState } from '@portal/shared/api-types';
import { Link as RouterLink, pathTo, useSearchParams } from '@portal/shared/routes';
import {
  Button,
  DEFAULT_PAGE_SIZE_OPTIONS,
  EmptyState,
  ErrorPanel,
  Flex,
  LoadingState,
  Pagination,
} from '@portal/shared/ui';
import { useDeferredQuery } from '@portal/shared/http';
import { useEffect } from 'react';
import { requestListQueries } from '../api/request-list-queries';
import { readRequestListSearch, writeRequestListSearch, type RequestListSearch } from '../list-params';
import { RequestStateFilter } from './request-state-filter';
import { RequestTable } from './request-table';

/** Rows per page when the address names none (the API's own default is 20; the portal's lists start at 10). */
export const REQUESTS_PAGE_SIZE = 10;

/**
 * The customer's requests, newest first, paged and filtered by state; page, size and state live in the address.
 * A failure shows "Case info cannot be obtained" (customer-area §8) with a retry.
 */
export function RequestList() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readRequestListSearch(searchParams, REQUESTS_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS);
  const update = (next: Partial<RequestListSearch>) =>
    setSearchParams(writeRequestListSearch({ ...list, ...next }, REQUESTS_PAGE_SIZE), { replace: true });

  const query = useDeferredQuery(
    requestListQueries.page({
      offset: (list.page - 1) * list.pageSize,
      limit: list.pageSize,
      state: list.state,
    }),
  );

  // A page beyond the last one (an old address, a shorter result) goes back to the first.
  const beyondLastPage = query.data !== undefined && query.data.items.length === 0 && list.page > 1;
  useEffect(() => {
    if (beyondLastPage) update({ page: 1 });
  });

  let content;
  if (query.isPending || beyondLastPage) {
    content = <LoadingState shape="list" label={t`Loading your requests…`} />;
  } else if (query.isError) {
    content = (
      <ErrorPanel
        title={t`Case info cannot be obtained.`}
        message={t`Error fetching data. Please try again later.`}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.items.length === 0) {
    content = list.state ? (
      <EmptyState
        icon="filter"
        title={t`There are no requests in this state.`}
        action={
          <Button size="sm" variant="outline" onClick={() => update({ state: undefined, page: 1 })}>
            <Trans>Show all states</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon="cases"
        title={t`You have no requests yet.`}
        description={t`Create a request to contact customer service.`}
        action={
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to={pathTo('requestCreate')}>
              <Trans>New request</Trans>
            </RouterLink>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <RequestTable requests={query.data.items} busy={query.isPlaceholderData} />
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          defaultPageSize={REQUESTS_PAGE_SIZE}
          total={query.data.total_items}
          pageSizeOptions={DEFAULT_PAGE_SIZE_OPTIONS}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        />
      </>
    );
  }

  return (
    <>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <RequestStateFilter
          value={list.state}
          onChange={(state: CaseState | undefined) => update({ state, page: 1 })}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Flex>
      <div aria-live="polite">
        {query.data && !query.isError ? (
          <Plural value={query.data.total_items} one="# request" other="# requests" />
        ) : undefined}
      </div>
      {content}
    </>
  );
}
