// The chart's place on an invoice list before its code (and luxon's, for the current year) has arrived with the rows
// (list-parts.ts): its sums and ApexCharts' code are asked for early, and its loader keeps its height.
import { useLingui } from '@lingui/react/macro';
import type { DisplayType, InvoiceFilter } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import { Box, LoadingState } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoiceQueries } from '../api/invoice-queries';
import { CHART_HEIGHT, DEFAULT_CHART_MAX_CONTRACTS } from '../chart/chart-constants';
import { usePreloadedBarChart } from '../chart/load-bar-chart';

/**
 * Starts what the chart will need while the list is still loading (the chart is shown once the list has invoices):
 * the list's chart sums at once, beside the list's call; the chart's code (react-apexcharts and ApexCharts' bars) once
 * the page's first screen is painted. Every list has its chart, the multipoint one too (issue 43 item 4).
 */
export function usePreloadedInvoiceChart(type: DisplayType, filter: InvoiceFilter[]): void {
  const queryClient = useQueryClient();
  const maxContracts = useChartMaxContracts();
  const key = JSON.stringify(filter);
  useEffect(() => {
    void queryClient.prefetchQuery(invoiceQueries.chart({ type, filter, maxContracts }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter by value (`key`), not by identity
  }, [type, key, maxContracts, queryClient]);
  usePreloadedBarChart();
}

/** The most contracts the chart shows (customer-area §9, `invoices.chart.maxContracts`). */
export function useChartMaxContracts(): number {
  return useSetting('invoices.chart.maxContracts') || DEFAULT_CHART_MAX_CONTRACTS;
}

/** The card's height with its chart (padding, the toggles' row, the gap): the loader keeps this place. */
export const CHART_CARD_HEIGHT = `${CHART_HEIGHT + 72}px`;

/** The chart's place at its size, while its sums (or the list that decides whether it shows) are on their way. */
export function InvoiceChartPlaceholder() {
  const { t } = useLingui();
  return (
    <Box minH={CHART_CARD_HEIGHT} borderWidth="1px" rounded="md" p="4">
      <LoadingState shape="chart" label={t`Loading the chart…`} />
    </Box>
  );
}
