// One invoice list (customer-area §2 "Invoices"): its title, refresh, the filter panel, pagination at top and
// bottom, the table, and its loading, empty ("invoices_view_empty_list") and error ("invoices_error_fetching", with
// retry) states (§8 "Invoices").
import { useLingui } from '@lingui/react/macro';
import { invoiceDownloadTypes, type DisplayType, type Invoice } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import {
  Box,
  Button,
  EmptyState,
  lazyDialog,
  ErrorPanel,
  Flex,
  Heading,
  LoadingState,
  LONG_LIST_ROWS,
  Pagination,
  preloadLongList,
  Stack,
  useOpenedOnce,
  usePresented,
} from '@portal/shared/ui';
import { useDeferredQuery } from '@portal/shared/http';
import { useQuery } from '@tanstack/react-query';
import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useInvoiceDownloads } from '../api/download-invoice';
import { invoiceQueries } from '../api/invoice-queries';
import {
  buildInvoiceFilter,
  INVOICE_PAGE_SIZES,
  type InvoiceListFilters,
  type InvoiceListParams,
} from '../list-params';
import { InvoiceChartPlaceholder, usePreloadedInvoiceChart } from './invoice-chart-place';
import type { HistoryOf } from './invoice-history-dialog';
import { ListChart, ListFilters, ListTable } from './list-part-views';
import { listParts, preloadListParts } from './list-parts';

const { Dialog: InvoiceHistoryDialog, preload: preloadHistoryDialog } = lazyDialog(() =>
  import('./invoice-history-dialog').then((module) => module.InvoiceHistoryDialog),
);

export interface InvoiceListProps {
  title: string;
  params: InvoiceListParams;
  /** `invoices.itemsPerPage`: the pagination shows while the total exceeds it (customer-area §2, §9). */
  defaultPageSize: number;
  /** The contract of a contract's invoices route: the list is pre-filtered by it. */
  contractName?: string;
  onChange: (params: InvoiceListParams) => void;
  /** More actions per electricity or gas invoice (the payment's). */
  renderInvoiceActions?: (invoice: Invoice) => ReactNode;
}

/** The filters in use (an amount and its operator count once). */
function activeFilterCount({ amountOperator: _operator, ...filters }: InvoiceListFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

export function InvoiceList({
  title,
  params,
  defaultPageSize,
  contractName,
  onChange,
  renderInvoiceActions,
}: InvoiceListProps) {
  const { t } = useLingui();
  const downloadTypesSetting = useSetting('downloadTypes');
  const downloadTypes = useMemo(() => invoiceDownloadTypes(downloadTypesSetting), [downloadTypesSetting]);
  const downloads = useInvoiceDownloads();
  const [historyOf, setHistoryOf] = useState<HistoryOf | undefined>();
  const historyNeeded = useOpenedOnce(historyOf !== undefined);
  // Opened in a transition: the click's frame paints at once, and the dialog follows as soon as its code is there (the
  // first opening may still be fetching it); closing stays immediate.
  const showHistory = useCallback((invoice: HistoryOf) => startTransition(() => setHistoryOf(invoice)), []);
  const type: DisplayType = params.type;
  const multipoint = type === 'multipoint';
  const filter = useMemo(
    () => buildInvoiceFilter(params.filters, { contractName, multipoint }),
    [params.filters, contractName, multipoint],
  );
  // The rows, the chart and the panel (with luxon, for their dates) are fetched once the list's heading is on screen
  // (its frame presented, not only painted), while the call travels; until then the rows' and the chart's loaders stand
  // at their place even when the list's answer came first. Fetched before, they were on the path to the heading's
  // paint, the page's largest (issue 47 item 0: LCP 2.62 s in the loads whose answer beat the first screen).
  const heading = usePresented();
  const partsWanted = heading.presented || listParts.current() !== undefined;
  // So is the windowing of a page of more rows than a screen shows.
  const longPage = params.pageSize > LONG_LIST_ROWS;
  useEffect(() => {
    if (!heading.presented) return;
    preloadListParts();
    if (longPage) void preloadLongList();
  }, [heading.presented, longPage]);
  const query = useDeferredQuery(
    invoiceQueries.list({ type, page: params.page, pageSize: params.pageSize, filter }),
  );
  usePreloadedInvoiceChart(type, filter);
  const filterCount = activeFilterCount(params.filters);
  const filtered = filterCount > 0;
  const [filtersOpen, setFiltersOpen] = useState(filtered);
  // The panel's form renders just after the click's paint (a deferred render, in slices): the button answers at once
  // (issue 47 item 1: the click's next paint within 200 ms).
  const panelShown = useDeferredValue(filtersOpen) && filtersOpen;
  // The panel's value filters (customer-area §7 filter/params), asked for once the panel opens; without them the other
  // filters still work.
  // Among the list's own kind: the electricity tab offers no gas contract's values.
  const filterParams = useQuery({
    ...invoiceQueries.filterParams(multipoint ? 'electricity' : type),
    enabled: !multipoint && filtersOpen,
  });
  const valueOptions = multipoint
    ? {}
    : {
        ...(contractName ? {} : { contract: filterParams.data?.contracts }),
        cups: filterParams.data?.cups,
        address: filterParams.data?.addresses,
        vat: filterParams.data?.vats,
      };
  const headingId = useId();
  const filtersId = useId();

  const pagination = query.data ? (
    <Pagination
      page={params.page}
      pageSize={params.pageSize}
      defaultPageSize={defaultPageSize}
      total={query.data.total}
      pageSizeOptions={INVOICE_PAGE_SIZES}
      onPageChange={(page) => onChange({ ...params, page })}
      onPageSizeChange={(pageSize) => onChange({ ...params, pageSize, page: 1 })}
    />
  ) : undefined;

  // The table and the chart as elements that stay the same while their inputs do: opening the filters or an invoice's
  // history (this list's own state) then renders the panel or the dialog, not every row and the chart again (a
  // page of 100 rows took 0.6–1.3 s of a phone's main thread before the panel showed: issue 47 item 1).
  const items = query.data?.items;
  // The open history follows the list's answer: asked again (a change of language names its states anew), the dialog
  // shows the new names rather than those of the moment it was opened.
  const shownHistory =
    historyOf && (items?.find((item) => item.invoice.number === historyOf.number)?.invoice ?? historyOf);
  const table = useMemo(
    () =>
      items && !partsWanted ? (
        <LoadingState shape="list" label={t`Loading the invoices…`} />
      ) : items ? (
        <ListTable
          items={items}
          multipoint={type === 'multipoint'}
          downloadTypes={downloadTypes}
          downloads={downloads}
          caption={title}
          onShowHistory={showHistory}
          onHistoryIntent={preloadHistoryDialog}
          renderActions={renderInvoiceActions}
        />
      ) : undefined,
    [items, partsWanted, t, type, downloadTypes, downloads, title, showHistory, renderInvoiceActions],
  );
  const hasItems = Boolean(items?.length);
  // While the list is on its way the chart's place is kept: the list usually has invoices, and a chart arriving above
  // it would push the page's end (the footer, on a phone's first screen) down (a layout shift: CLS 0.064 measured).
  const listPending = query.isPending;
  const chart = useMemo(
    () =>
      hasItems && partsWanted ? (
        <ListChart type={type} filter={filter} />
      ) : hasItems || listPending ? (
        <InvoiceChartPlaceholder />
      ) : undefined,
    [hasItems, partsWanted, listPending, type, filter],
  );

  let content;
  if (query.isPending) {
    content = <LoadingState shape="list" label={t`Loading the invoices…`} />;
  } else if (query.isError) {
    content = <ErrorPanel title={t`Error fetching invoices`} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0 && query.data.total > 0) {
    // A page past the end (an old address after the list shrank).
    content = (
      <EmptyState
        icon="invoices"
        title={t`This page has no invoices`}
        action={
          <Button size="sm" variant="outline" onClick={() => onChange({ ...params, page: 1 })}>
            {t`Go to the first page`}
          </Button>
        }
      />
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={filtered ? 'filter' : 'invoices'}
        title={t`There are no invoices to show`}
        description={filtered ? t`No invoice matches the filters.` : undefined}
        action={
          filtered ? (
            <Button size="sm" variant="outline" onClick={() => onChange({ ...params, filters: {}, page: 1 })}>
              {t`Clear filters`}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        {pagination}
        {table}
        {pagination}
      </>
    );
  }

  return (
    <Stack as="section" gap="4" aria-busy={query.isFetching} aria-labelledby={headingId}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId} ref={heading.ref}>
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            // The panel's code comes with the rows; a pointer or focus on the button asks for it if it is not in yet.
            onPointerEnter={() => void listParts.load().catch(() => undefined)}
            onFocus={() => void listParts.load().catch(() => undefined)}
          >
            {filterCount ? t`Filters (${filterCount})` : t`Filters`}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
            loadingText={t`Refreshing…`}
          >
            {t`Refresh`}
          </Button>
        </Flex>
      </Flex>
      {/* Collapsible so that the list stays near the top at phone width; open while filters apply. Right under its
          button, above the chart it filters too (below the chart it opened out of sight on a laptop's screen). */}
      <Box id={filtersId} hidden={!filtersOpen}>
        {panelShown ? (
          <ListFilters
            key={JSON.stringify(params.filters)}
            filters={params.filters}
            valueOptions={valueOptions}
            onApply={(filters) => onChange({ ...params, filters, page: 1 })}
          />
        ) : undefined}
      </Box>
      {/* The chart of the list's invoices, once the list has some (its own loading and error states then). */}
      {chart}
      {content}
      {/* Mounted from the first history on (so that closing it returns the focus to its button); its code, and the
          widgets' dialog machinery with it, loads then, not before the list's first screen (decision 009). */}
      {historyNeeded ? (
        <Suspense fallback={null}>
          <InvoiceHistoryDialog invoice={shownHistory} onClose={() => setHistoryOf(undefined)} />
        </Suspense>
      ) : undefined}
    </Stack>
  );
}
