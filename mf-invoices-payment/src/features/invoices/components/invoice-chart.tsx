// The chart of a list (customer-area §2 "a chart with an amount/energy toggle"; §9 "Chart"): 12 months per year from
// the oldest invoice's end year to now, one stacked series per contract (at most `invoices.chart.maxContracts`; per
// invoice address on the multipoint list, whose rows are address invoices), rectificative A as negative energy.
// Drawn by StackedBarChart (ApexCharts through react-apexcharts, its code fetched once the page's first screen is
// painted: decision 009). The same numbers are offered as a table (screen readers, keyboard, print).
import { useLingui } from '@lingui/react/macro';
import type { DisplayType, InvoiceFilter } from '@portal/shared/api-types';
import { formatEuro, formatKwh, intlLocale } from '@portal/shared/format';
import { useDeferredQuery } from '@portal/shared/http';
import { Box, Button, ErrorPanel, Flex, HStack, ResponsiveTable, Stack, Text } from '@portal/shared/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import { invoiceQueries } from '../api/invoice-queries';
import { buildInvoiceChart, type ChartMetric } from '../chart/chart-series';
import { CHART_CARD_HEIGHT, InvoiceChartPlaceholder, useChartMaxContracts } from './invoice-chart-place';
import { StackedBarChart } from './stacked-bar-chart';

export interface InvoiceChartProps {
  type: DisplayType;
  filter: InvoiceFilter[];
}

/** One month formatter per locale: building one costs far more than using it, and six years are 72 months. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthLabel(month: string, locale: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, index - 1, 1)));
}

/**
 * The axis' label of a month: its year on January, nothing on the other months (the tooltip and the table name each
 * month; month names on every bar overlapped on a phone).
 */
export function axisTick(month: string): string {
  return month.endsWith('-01') ? month.slice(0, 4) : '';
}

export function InvoiceChart({ type, filter }: InvoiceChartProps) {
  const { t, i18n } = useLingui();
  const maxContracts = useChartMaxContracts();
  // Deferred (decision 005): the sums' arrival renders the chart's series, its month names and its plot in slices, not
  // in one synchronous render of a phone's first load (issue 47 item 0).
  const query = useDeferredQuery(invoiceQueries.chart({ type, filter, maxContracts }));
  const [metric, setMetric] = useState<ChartMetric>('amount');
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const cappedId = useId();
  const chart = useMemo(
    () => buildInvoiceChart(query.data?.contracts ?? [], { metric, maxContracts }),
    [query.data, metric, maxContracts],
  );
  const categories = useMemo(
    () => chart.months.map((month) => monthLabel(month, i18n.locale)),
    [chart.months, i18n.locale],
  );
  const ticks = useMemo(() => chart.months.map(axisTick), [chart.months]);
  const format = useCallback(
    (value: number) => (metric === 'amount' ? formatEuro(value) : formatKwh(value)),
    [metric],
  );
  const metricLabel = metric === 'amount' ? t`amount` : t`energy`;
  /** The chart's two measures, as its toggle buttons offer them. */
  const metricChoices: readonly [ChartMetric, string][] = [
    ['amount', t`Amount`],
    ['energy', t`Energy`],
  ];
  const chartLabel =
    type === 'multipoint'
      ? t`Bar chart of the ${metricLabel} of the multipoint invoices per month and invoice address`
      : t`Bar chart of the ${metricLabel} of the invoices per month and contract`;
  const years = `${chart.years[0] ?? ''}–${chart.years[chart.years.length - 1] ?? ''}`;
  // §9 caps the chart at `maxContracts` series: say so when the list has more (the company's 150 contracts drew 10).
  const shown = chart.series.length;
  const total = Math.max(query.data?.total_contracts ?? 0, query.data?.contracts.length ?? 0);
  const capped =
    total > shown
      ? type === 'multipoint'
        ? t`${shown} of ${total} invoice addresses shown: those invoiced most recently.`
        : t`${shown} of ${total} contracts shown: those invoiced most recently.`
      : undefined;

  // The loader takes the chart's place at its size: the list below does not jump when the chart arrives (CLS).
  if (query.isPending) return <InvoiceChartPlaceholder />;
  if (query.isError)
    return <ErrorPanel title={t`The chart could not be loaded`} onRetry={() => void query.refetch()} />;
  if (chart.series.length === 0) return null;

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" minH={CHART_CARD_HEIGHT}>
      <Flex gap="2" wrap="wrap" justify="space-between" align="center">
        <HStack gap="1" role="group" aria-label={t`Show in the chart`}>
          {metricChoices.map(([choice, label]) => (
            <Button
              key={choice}
              size="xs"
              variant={metric === choice ? 'solid' : 'outline'}
              aria-pressed={metric === choice}
              onClick={() => setMetric(choice)}
            >
              {label}
            </Button>
          ))}
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
      {capped ? (
        <Text id={cappedId} fontSize="sm" color="fg.muted">
          {capped}
        </Text>
      ) : undefined}
      <Box
        role="group"
        aria-label={`${chartLabel} (${years})`}
        aria-describedby={capped ? cappedId : undefined}
      >
        <StackedBarChart
          label={chartLabel}
          series={chart.series}
          categories={categories}
          ticks={ticks}
          totals={chart.totals}
          format={format}
        />
      </Box>
      <Box id={tableId} hidden={!asTable}>
        {asTable ? (
          // The portal's list pattern (issue 44): a table from 1,024 px up, a card per month on a phone.
          <ResponsiveTable
            caption={chartLabel}
            showCaption
            maxHeight="20rem"
            rows={chart.months.map((month, index) => ({ month, index }))}
            rowKey={(row) => row.month}
            columns={[
              {
                key: 'month',
                header: t`Month`,
                role: 'title',
                nowrap: true,
                cell: (row) => categories[row.index],
              },
              ...chart.series.map((series) => ({
                key: `series-${series.name}`,
                header: series.name,
                align: 'end' as const,
                nowrap: true,
                cell: (row: { index: number }) => format(series.data[row.index] ?? 0),
              })),
              {
                key: 'total',
                header: t`Total`,
                align: 'end',
                nowrap: true,
                cell: (row) => (
                  <Text as="span" fontWeight="medium">
                    {format(chart.totals[row.index] ?? 0)}
                  </Text>
                ),
              },
            ]}
          />
        ) : undefined}
      </Box>
    </Stack>
  );
}
