import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractListItem } from '@portal/shared/api-types';
import { choosePendingActionContract, usePendingContractAction } from '@portal/shared/auth';
import { isHttpError } from '@portal/shared/http';
import { useNavigate, useSearchParams } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';
import {
  Alert,
  Button,
  DEFAULT_PAGE_SIZE_OPTIONS,
  EmptyState,
  ErrorPanel,
  Flex,
  LoadingState,
  Pagination,
  pageSizeChoices,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contractDetailPath } from '../../../lib/contract-paths';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { contractListQueries } from '../api/contract-list-queries';
import { readListSearch, writeListSearch, type ListSearch } from '../list-params';
import { ContractSearch } from './contract-search';
import { ContractTable } from './contract-table';

/** customer-area §9: "contract search debounce 1500 ms". */
export const CONTRACT_SEARCH_DEBOUNCE_MS = 1500;

export interface ContractListProps {
  kind: ContractKind;
}

/**
 * The contracts of one type, searched on the server (number, address, CUPS) and paged; page, size and search live in
 * the address. "Pagination with an items-per-page choice appears only when the total exceeds the default page size"
 * and a "contract list failure other than 401 gives an empty list" (customer-area §2, §8).
 */
export function ContractList({ kind }: ContractListProps) {
  const { t } = useLingui();
  const defaultPageSize = useSetting('contracts.itemsPerPage');
  const pageSizes = pageSizeChoices(DEFAULT_PAGE_SIZE_OPTIONS, defaultPageSize);
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readListSearch(searchParams, defaultPageSize, pageSizes);
  const navigate = useNavigate();
  const pending = usePendingContractAction();

  const [typed, setTyped] = useState(list.query);
  const update = (next: Partial<ListSearch>) =>
    setSearchParams(writeListSearch({ ...list, ...next }, defaultPageSize), { replace: true });
  // A new search starts on its first page; the same text (spaces aside) does not search again.
  const search = useDebouncedCallback((text: string) => {
    if (text.trim() !== list.query) update({ query: text.trim(), page: 1 });
  }, CONTRACT_SEARCH_DEBOUNCE_MS);

  const query = useQuery(
    contractListQueries.page({
      kind,
      offset: (list.page - 1) * list.pageSize,
      limit: list.pageSize,
      filter: list.query,
    }),
  );

  // A page beyond the last one (an old address, a shorter result) goes back to the first.
  const beyondLastPage = query.data !== undefined && query.data.items.length === 0 && list.page > 1;
  useEffect(() => {
    if (beyondLastPage) update({ page: 1 });
  });

  const select = (contract: ContractListItem) => {
    if (!pending) return;
    const detail = contractDetailPath(contract.kind, contract.name);
    void navigate(pending.action === 'consumption' ? `${detail}#${CONSUMPTION_SECTION_ID}` : detail);
    choosePendingActionContract(contract.name);
  };

  let content;
  if (query.isPending || beyondLastPage) {
    content = <LoadingState label={t`Loading the contracts…`} />;
  } else if (query.isError && isHttpError(query.error, 401)) {
    content = (
      <ErrorPanel title={t`The contracts could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  } else if (query.isError || query.data.items.length === 0) {
    // Any other failure shows an empty list, as the spec says; it can be asked again.
    content = (
      <EmptyState
        title={list.query ? t`No contract matches "${list.query}".` : t`There are no contracts to show.`}
        description={list.query ? t`Check the contract number, address or CUPS.` : undefined}
        action={
          query.isError ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              <Trans>Retry</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        <ContractTable
          contracts={query.data.items}
          onSelect={pending ? select : undefined}
          busy={query.isPlaceholderData}
        />
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={query.data.total_items}
          pageSizeOptions={pageSizes}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        />
      </>
    );
  }

  return (
    <>
      {pending ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`Choose the contract to continue.`}</Alert.Title>
        </Alert.Root>
      ) : undefined}
      <Flex gap="4" align="flex-end" wrap="wrap">
        <ContractSearch
          value={typed}
          onChange={(text) => {
            setTyped(text);
            search(text);
          }}
        />
        <Button
          variant="outline"
          mb={{ md: '6' }}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Flex>
      <div aria-live="polite">
        {query.data && !query.isError ? (
          <Plural value={query.data.total_items} one="# contract" other="# contracts" />
        ) : undefined}
      </div>
      {content}
    </>
  );
}
