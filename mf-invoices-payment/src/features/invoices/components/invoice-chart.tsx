// The chart of a list (customer-area §2 "a chart with an amount/energy toggle"; §9 "Chart"): 12 months per year from
// the oldest invoice's end year to now, one stacked series per contract (at most `invoices.chart.maxContracts`),
// rectificative A as negative energy. ApexCharts (its core, bars, legend and keyboard: ../chart/apex-bar-chart) is
// fetched with import() only by a list that draws a chart (once the list's first screen is painted, while its call
// travels), so the invoices route's own JavaScript does not carry it. The same numbers are offered as a table (screen
// readers, keyboard, print).
import { useLingui } from '@lingui/react/macro';
import type { DisplayType, InvoiceFilter } from '@portal/shared/api-types';
import { formatEuro, formatKwh } from '@portal/shared/format';
import { useSetting } from '@portal/shared/settings';
import {
  Box,
  Button,
  ErrorPanel,
  Flex,
  HStack,
  LoadingState,
  Stack,
  Table,
  useAfterFirstPaint,
} from '@portal/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { invoiceQueries } from '../api/invoice-queries';
import type ApexBarChart from '../chart/apex-bar-chart';
import { buildInvoiceChart, DEFAULT_CHART_MAX_CONTRACTS, type ChartMetric } from '../chart/chart-series';

type ApexChartComponent = typeof ApexBarChart;
type ChartOptions = ComponentProps<ApexChartComponent>['options'];

let loadedChart: ApexChartComponent | undefined;
let loadingChart: Promise<ApexChartComponent> | undefined;

/** ApexCharts, fetched once (a failed fetch is asked again by the next caller). */
function loadApexCharts(): Promise<ApexChartComponent> {
  loadingChart ??= import('../chart/apex-bar-chart').then(
    (module) => (loadedChart = module.default),
    (error: unknown) => {
      loadingChart = undefined;
      throw error;
    },
  );
  return loadingChart;
}

/**
 * The chart component once its code has arrived. Not React.lazy: a Suspense boundary's content is revealed at the
 * earliest 300 ms after its fallback showed (React's reveal throttling), which held a chart whose code was already
 * here (preloaded beside the list's call) behind its loader.
 */
function useApexChart(): { Chart?: ApexChartComponent; failed: boolean; retry: () => void } {
  const [Chart, setChart] = useState<ApexChartComponent | undefined>(() => loadedChart);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Chart) return;
    let live = true;
    loadApexCharts().then(
      (loaded) => live && setChart(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Chart, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { Chart, failed, retry };
}

/**
 * Starts what the chart will need while its list is still loading (the chart is shown once the list has invoices):
 * the list's chart sums at once, beside the list's call; ApexCharts (190 KB gzip) once the list's first screen (its
 * heading, the loader) is painted (`useAfterFirstPaint`). Asked for with the page's own code, it travelled before that
 * screen and delayed it (Lighthouse counted it in the route's LCP: decision 009, "Stop 29"); after it, it still arrives
 * with the list.
 */
export function usePreloadedInvoiceChart(type: DisplayType, filter: InvoiceFilter[]): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(filter);
  const drawsChart = type !== 'multipoint'; // Multipoint lists draw no chart.
  useEffect(() => {
    if (drawsChart) void queryClient.prefetchQuery(invoiceQueries.chart({ type, filter }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter by value (`key`), not by identity
  }, [type, key, queryClient]);
  const painted = useAfterFirstPaint(drawsChart);
  useEffect(() => {
    // The chart shows a failure, with a retry, when it is drawn.
    if (painted) void loadApexCharts().catch(() => undefined);
  }, [painted]);
}

/** The card's height with its 300 px chart (padding, the toggles' row, the gap): the loader keeps this place. */
const CHART_CARD_HEIGHT = '372px';

export interface InvoiceChartProps {
  type: 'electricity' | 'gas';
  filter: InvoiceFilter[];
}

/** One month formatter per locale: building one costs far more than using it, and six years are 72 months. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthLabel(month: string, locale: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, index - 1, 1)));
}

/**
 * The axis' tick of a month: its year on January, nothing on the other months (the tooltip and the table name each
 * month). Month names on every bar overlapped on a phone, and ApexCharts measures each distinct tick text in the page
 * (a forced layout each; rotated ticks once more): a year per January is a few measures instead of 72 for six years.
 */
export function axisTick(month: string): string {
  return month.endsWith('-01') ? month.slice(0, 4) : '';
}

export function InvoiceChart({ type, filter }: InvoiceChartProps) {
  const { t, i18n } = useLingui();
  const maxContracts = useSetting('invoices.chart.maxContracts') || DEFAULT_CHART_MAX_CONTRACTS;
  const query = useQuery(invoiceQueries.chart({ type, filter }));
  const apex = useApexChart();
  const [metric, setMetric] = useState<ChartMetric>('amount');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const chart = useMemo(
    () => buildInvoiceChart(query.data?.contracts ?? [], { metric, maxContracts }),
    [query.data, metric, maxContracts],
  );
  const categories = useMemo(
    () => chart.months.map((month) => monthLabel(month, i18n.locale)),
    [chart.months, i18n.locale],
  );
  const tickOf = useMemo(
    () => new Map(chart.months.map((month, index) => [categories[index], axisTick(month)])),
    [chart.months, categories],
  );
  const format = useCallback(
    (value: number) => (metric === 'amount' ? formatEuro(value) : formatKwh(value)),
    [metric],
  );
  const metricLabel = metric === 'amount' ? t`amount` : t`energy`;
  const chartLabel = t`Bar chart of the ${metricLabel} of the invoices per month and contract`;
  const years = `${chart.years[0] ?? ''}–${chart.years[chart.years.length - 1] ?? ''}`;
  // The same options object while nothing they show changes: react-apexcharts compares them deeply, but a function
  // (the formatters) is never equal to a new one, so options rebuilt on every render redrew the whole chart on any
  // render of the page (a second full draw of the invoices' first load, decision 009 "Stop 32").
  const options = useMemo<ChartOptions>(
    () => ({
      chart: {
        stacked: true,
        toolbar: { show: false },
        animations: { enabled: false },
        accessibility: { enabled: true, description: `${chartLabel} (${years})` },
      },
      // Ticks without rotation: a rotated tick is measured again, one by one.
      xaxis: {
        categories,
        labels: {
          rotate: 0,
          hideOverlappingLabels: true,
          formatter: (value: string) => tickOf.get(value) ?? value,
        },
      },
      yaxis: { labels: { formatter: format } },
      dataLabels: { enabled: false },
      legend: { position: 'bottom' },
      // The tooltip names the whole month ("feb 2026"), not the tick.
      tooltip: {
        x: {
          formatter: (value, opts?: { dataPointIndex?: number }) =>
            categories[opts?.dataPointIndex ?? -1] ?? String(value),
        },
        y: { formatter: format },
      },
    }),
    [categories, tickOf, format, chartLabel, years],
  );

  // The loader takes the chart's place at its size: the list below does not jump when the chart arrives (CLS).
  if (query.isPending)
    return (
      <Box minH={CHART_CARD_HEIGHT} borderWidth="1px" rounded="md">
        <LoadingState label={t`Loading the chart…`} />
      </Box>
    );
  if (query.isError)
    return <ErrorPanel title={t`The chart could not be loaded`} onRetry={() => void query.refetch()} />;
  if (chart.series.length === 0) return null;

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" minH={CHART_CARD_HEIGHT}>
      <Flex gap="2" wrap="wrap" justify="space-between" align="center">
        <HStack gap="1" role="group" aria-label={t`Show in the chart`}>
          <Button
            size="xs"
            variant={metric === 'amount' ? 'solid' : 'outline'}
            aria-pressed={metric === 'amount'}
            onClick={() => setMetric('amount')}
          >
            {t`Amount`}
          </Button>
          <Button
            size="xs"
            variant={metric === 'energy' ? 'solid' : 'outline'}
            aria-pressed={metric === 'energy'}
            onClick={() => setMetric('energy')}
          >
            {t`Energy`}
          </Button>
        </HStack>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((open) => !open)}
        >
          {asTable ? t`Hide the table` : t`Show as a table`}
        </Button>
      </Flex>
      {/* A group, not an image: ApexCharts' own accessibility makes the chart and its legend keyboard-usable. */}
      <Box role="group" aria-label={`${chartLabel} (${years})`} minH="300px">
        {apex.Chart ? (
          <apex.Chart type="bar" height={300} series={chart.series} options={options} />
        ) : apex.failed ? (
          <ErrorPanel title={t`The chart could not be loaded`} onRetry={apex.retry} />
        ) : (
          <LoadingState label={t`Loading the chart…`} />
        )}
      </Box>
      <Box id={tableId} hidden={!asTable}>
        {asTable ? (
          <Table.ScrollArea
            maxH="80"
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="region"
            aria-label={chartLabel}
          >
            <Table.Root size="sm" stickyHeader>
              <Table.Caption>{chartLabel}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Month`}</Table.ColumnHeader>
                  {chart.series.map((series) => (
                    <Table.ColumnHeader key={series.name} textAlign="end">
                      {series.name}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {chart.months.map((month, index) => (
                  <Table.Row key={month}>
                    <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                      {categories[index]}
                    </Table.Cell>
                    {chart.series.map((series) => (
                      <Table.Cell key={series.name} textAlign="end" whiteSpace="nowrap">
                        {format(series.data[index] ?? 0)}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                      {format(chart.totals[index] ?? 0)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : undefined}
      </Box>
    </Stack>
  );
}
