import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ContractListItem } from '@portal/shared/api-types';
import { choosePendingActionContract, usePendingContractAction } from '@portal/shared/auth';
import { isHttpError, useDeferredQuery } from '@portal/shared/http';
import {
  IntentLink,
  pathTo,
  useNavigate,
  useSearchParams,
  enabledContractingRoutes,
} from '@portal/shared/routes';
import { useSetting, useSettings } from '@portal/shared/settings';
import { CONSUMPTION_SECTION_ID } from '@portal/shared/slots';
import {
  Alert,
  Button,
  ContractSupplyAction,
  DEFAULT_PAGE_SIZE_OPTIONS,
  EmptyState,
  ErrorPanel,
  Flex,
  HStack,
  LoadingState,
  Pagination,
  pageSizeChoices,
  preloadPagination,
  Text,
} from '@portal/shared/ui';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { contractDetailPath } from '../../../lib/contract-paths';
import { detailTakesAction } from '../../../lib/redirect-actions';
import { type ContractListType, contractListQueries } from '../api/contract-list-queries';
import { GAS_LIST_FETCH_LIMIT } from '../../../lib/fetch-limits';
import {
  type GasPage,
  gasPage,
  readGasListSearch,
  type ListSearch,
  readListSearch,
  writeGasListSearch,
  writeListSearch,
} from '../list-params';
import { ContractSearch } from './contract-search';
import { ContractTable } from './contract-table';

export interface ContractListProps {
  kind: ContractListType;
}

/** Where the list is and how to move it: numbered pages with a size, or the gas list's previous / next by offset. */
interface ListPlace {
  offset: number;
  limit: number;
  query: string;
  /** The same place on another search text (its first page). */
  searching: (query: string) => URLSearchParams;
  /** The first page of the same search. */
  firstPage: () => URLSearchParams;
}

function useListPlace(kind: ContractListType): {
  place: ListPlace;
  numbered?: {
    page: number;
    pageSize: number;
    /** `contracts.itemsPerPage`: the pagination shows while the total exceeds it. */
    defaultPageSize: number;
    pageSizes: number[];
    write: (next: ListSearch) => URLSearchParams;
  };
} {
  const defaultPageSize = useSetting('contracts.itemsPerPage');
  const pageSizes = pageSizeChoices(DEFAULT_PAGE_SIZE_OPTIONS, defaultPageSize);
  const [searchParams] = useSearchParams();
  if (kind === 'gas') {
    const gas = readGasListSearch(searchParams);
    return {
      place: {
        offset: gas.offset,
        limit: GAS_LIST_FETCH_LIMIT,
        query: gas.query,
        searching: (query) => writeGasListSearch({ offset: 0, query }),
        firstPage: () => writeGasListSearch({ ...gas, offset: 0 }),
      },
    };
  }
  const list = readListSearch(searchParams, defaultPageSize, pageSizes);
  return {
    place: {
      offset: (list.page - 1) * list.pageSize,
      limit: list.pageSize,
      query: list.query,
      searching: (query) => writeListSearch({ ...list, query, page: 1 }, defaultPageSize),
      firstPage: () => writeListSearch({ ...list, page: 1 }, defaultPageSize),
    },
    numbered: {
      page: list.page,
      pageSize: list.pageSize,
      defaultPageSize,
      pageSizes,
      write: (next) => writeListSearch(next, defaultPageSize),
    },
  };
}

function listQuery(kind: ContractListType, place: ListPlace) {
  return contractListQueries.page({ kind, offset: place.offset, limit: place.limit, filter: place.query });
}

/** Asks for the list's current place before the page renders it (the page's expose, beside the catalogues). */
export function usePrefetchContractList(kind: ContractListType): void {
  usePrefetchQuery(listQuery(kind, useListPlace(kind).place));
}

/**
 * The contracts of one type, searched on the server (number, address, CUPS) and paged; page, size and search live in
 * the address. "Pagination with an items-per-page choice appears only when the total exceeds the default page size"
 * and a "contract list failure other than 401 gives an empty list" (customer-area §2, §8).
 */
export function ContractList({ kind }: ContractListProps) {
  const { t } = useLingui();
  const [, setSearchParams] = useSearchParams();
  const { place, numbered } = useListPlace(kind);
  const navigate = useNavigate();
  const pending = usePendingContractAction();

  const go = (params: URLSearchParams) => setSearchParams(params, { replace: true });
  // A new search starts on its first page; the same text (spaces aside) does not search again.
  const search = (text: string) => {
    if (text !== place.query) go(place.searching(text));
  };

  const query = useDeferredQuery(listQuery(kind, place));
  // The pagination's code as soon as the answer needs it, not once its rows are rendered (issue 47 item 3).
  if (numbered && query.data)
    preloadPagination({
      total: query.data.total_items,
      pageSize: numbered.pageSize,
      defaultPageSize: numbered.defaultPageSize,
    });

  // A page beyond the last one (an old address, a shorter result) goes back to the first.
  const beyondLastPage = query.data !== undefined && query.data.items.length === 0 && place.offset > 0;
  useEffect(() => {
    if (beyondLastPage) go(place.firstPage());
  });

  const ibanGasChange = useSetting('ibanGasChange');
  const canSelect = useMemo(
    () =>
      pending
        ? (contract: ContractListItem) => detailTakesAction(pending.action, contract.kind, { ibanGasChange })
        : undefined,
    [pending, ibanGasChange],
  );

  const select = (contract: ContractListItem) => {
    if (!pending) return;
    const detail = contractDetailPath(contract.kind, contract.name);
    void navigate(pending.action === 'consumption' ? `${detail}#${CONSUMPTION_SECTION_ID}` : detail);
    choosePendingActionContract(contract.name);
  };

  let content;
  if (query.isPending || beyondLastPage) {
    content = <LoadingState shape="list" label={t`Loading the contracts…`} />;
  } else if (query.isError && isHttpError(query.error, 401)) {
    content = (
      <ErrorPanel title={t`The contracts could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  } else if (query.isError || query.data.items.length === 0) {
    // Any other failure shows an empty list, as the spec says; it can be asked again.
    content = (
      <EmptyState
        icon={place.query && !query.isError ? 'search' : 'contracts'}
        title={place.query ? t`No contract matches "${place.query}".` : t`There are no contracts to show.`}
        description={place.query ? t`Check the contract number, address or CUPS.` : undefined}
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
          ) : place.query ? (
            // The next step out of a search that found nothing (issue 44 item 3): every contract again.
            <Button size="sm" variant="outline" onClick={() => go(place.searching(''))}>
              <Trans>Clear the search</Trans>
            </Button>
          ) : (
            // No contract at all: the next step is to contract one (the flow of this list's kind, when enabled).
            <ContractSupplyAction prefer={kind === 'gas' ? 'newGasCustomer' : 'newElectricityCustomer'} />
          )
        }
      />
    );
  } else {
    content = (
      <>
        <ContractTable
          contracts={query.data.items}
          onSelect={pending ? select : undefined}
          canSelect={canSelect}
          busy={query.isPlaceholderData}
          showKind={kind === 'multipoint'}
        />
        {numbered ? (
          <Pagination
            page={numbered.page}
            pageSize={numbered.pageSize}
            defaultPageSize={numbered.defaultPageSize}
            total={query.data.total_items}
            pageSizeOptions={numbered.pageSizes}
            onPageChange={(page) =>
              go(numbered.write({ page, pageSize: numbered.pageSize, query: place.query }))
            }
            onPageSizeChange={(pageSize) => go(numbered.write({ pageSize, query: place.query, page: 1 }))}
          />
        ) : (
          <GasPaging
            page={gasPage(query.data)}
            onMove={(offset) => go(writeGasListSearch({ offset, query: place.query }))}
          />
        )}
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
        <ContractSearch query={place.query} onSearch={search} />
        <Button
          variant="outline"
          mb={{ md: '6' }}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          <Trans>Refresh</Trans>
        </Button>
        {kind === 'gas' ? <AddGasContractButton /> : undefined}
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

/**
 * "The gas list has search, refresh and add buttons" (customer-area §2): add opens the gas contracting flow, when the
 * brand enables it (contractation.gas.enabled).
 */
function AddGasContractButton() {
  const settings = useSettings((s) => s.settings);
  const flags = useSettings((s) => s.flags);
  if (!enabledContractingRoutes({ settings, flags }).includes('newGasCustomer')) return null;
  return (
    <Button asChild variant="outline" mb={{ md: '6' }}>
      <IntentLink to={pathTo('newGasCustomer')}>
        <Trans>Add a gas contract</Trans>
      </IntentLink>
    </Button>
  );
}

/**
 * "… with previous/next paging" (customer-area §2): the gas list moves by its fetch limit. The buttons stay enabled
 * while the next page loads (the rows say they are busy), so that the focus stays on the one pressed.
 */
function GasPaging({ page, onMove }: { page: GasPage; onMove: (offset: number) => void }) {
  const { t } = useLingui();
  const { previous, next, first, last, total } = page;
  if (previous === undefined && next === undefined) return null;
  return (
    <HStack as="nav" aria-label={t`Pages of the gas contracts`} justify="space-between" gap="4" wrap="wrap">
      <Button
        variant="outline"
        size="sm"
        disabled={previous === undefined}
        onClick={() => previous !== undefined && onMove(previous)}
      >
        <Trans>Previous page</Trans>
      </Button>
      <Text fontSize="sm">{t`Contracts ${first}–${last} of ${total}`}</Text>
      <Button
        variant="outline"
        size="sm"
        disabled={next === undefined}
        onClick={() => next !== undefined && onMove(next)}
      >
        <Trans>Next page</Trans>
      </Button>
    </HStack>
  );
}
