// The ApexCharts options of a curve window: pure, so the benchmark (bench/chart.bench.mjs) draws exactly what the
// page draws. Only the drawn points become [x, y] pairs; the raw columns stay typed arrays.
import type { ConsumptionType } from '@portal/shared/api-types';
import { formatNumber } from '@portal/shared/format';
import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import { apexLocale } from './apex-locale';
import type { CurvePointColumns } from './curve-columns';
import { displayIndices, windowOf } from './downsample';

/** Points drawn per window: ApexCharts' own cost grows with the points it is given (issue 10 budgets). */
export const DISPLAY_POINTS = 1_000;

/** The chart's height in pixels (its place is kept while its code loads: no layout shift). */
export const CHART_HEIGHT = 320;

export interface ChartLabels {
  active: string;
  exported: string;
  reactive: string;
  period: string;
}

export interface ChartWindow {
  min: number;
  max: number;
}

export interface CurveChartInput {
  columns: CurvePointColumns;
  labels: ChartLabels;
  /** Whether the points carry a tariff period (hourly and quarter-hourly). */
  withPeriod: boolean;
  /** The x window shown; the whole curve when absent. */
  window?: ChartWindow;
  /** Points drawn at most (plus the kept extremes). */
  threshold?: number;
  /** How the tooltip reads a point's date (as the table does); quarter-hourly by default. */
  type?: ConsumptionType;
  /** The portal's locale, for the date axis's month and weekday names (ApexCharts' English otherwise). */
  locale?: string;
  /** The series' colours (the brand's, `useCurveColors`); ApexCharts' palette when absent. */
  colors?: readonly string[];
}

const TOOLTIP_DATE: Record<ConsumptionType, string> = {
  monthly: 'MM/yyyy',
  daily: 'dd/MM/yyyy',
  hourly: 'dd/MM/yyyy HH:mm',
  'quarter-hourly': 'dd/MM/yyyy HH:mm',
};

/** The full x extent of a curve. */
export function fullWindow(columns: CurvePointColumns): ChartWindow {
  return { min: columns.x[0] ?? 0, max: columns.x[columns.x.length - 1] ?? 0 };
}

/** The series of a window, downsampled: the same indices for every series, so one tooltip reads them all. */
export function windowSeries({
  columns,
  labels,
  withPeriod,
  window,
  threshold = DISPLAY_POINTS,
}: CurveChartInput): { series: ApexAxisChartSeries; indices: number[] } {
  const { from, to } = window
    ? windowOf(columns.x, window.min, window.max)
    : { from: 0, to: columns.x.length };
  const indices = displayIndices(columns, threshold, from, to);
  const pairs = (y: ArrayLike<number>) =>
    indices.map((i) => [columns.x[i] ?? 0, y[i] ?? 0] as [number, number]);
  const [activa, exportada, reactiva] = columns.series;
  const series: ApexAxisChartSeries = [
    { name: labels.active, type: 'line', data: pairs(activa) },
    { name: labels.exported, type: 'line', data: pairs(exportada) },
    { name: labels.reactive, type: 'line', data: pairs(reactiva) },
  ];
  if (withPeriod) series.push({ name: labels.period, type: 'line', data: pairs(columns.period) });
  return { series, indices };
}

/**
 * Whether the points drawn for window `drawn` are every point of window `shown`: `drawn` was not downsampled and holds
 * `shown`. Then a chart that draws `shown` from them shows every exact value, as a window of its own would.
 */
export function drawsEvery(
  columns: CurvePointColumns,
  drawn: ChartWindow,
  shown: ChartWindow,
  threshold = DISPLAY_POINTS,
): boolean {
  const given = windowOf(columns.x, drawn.min, drawn.max);
  const wanted = windowOf(columns.x, shown.min, shown.max);
  return given.to - given.from <= threshold && given.from <= wanted.from && wanted.to <= given.to;
}

export interface ChartEvents {
  /** A zoom or pan the chart has drawn itself (its keyboard's +, - and 0, a Shift-drag): the new x window. */
  onWindow?: (window: ChartWindow) => void;
  /** A range dragged on the chart (a selection, not drawn yet): the x window asked for. */
  onSelect?: (window: ChartWindow) => void;
  /** The reset-zoom of the chart. */
  onReset?: () => void;
  /** The chart's first draw is on screen (ApexCharts' `mounted`). */
  onDrawn?: () => void;
}

export function curveChartOptions(input: CurveChartInput, events: ChartEvents = {}): ApexOptions {
  const { series } = windowSeries(input);
  const full = fullWindow(input.columns);
  const window = input.window ?? full;
  // The portal's locale, through the shared formatter, as the table beside the chart (issue 43 item 8).
  const energy = (value: number) => (Number.isFinite(value) ? formatNumber(value, 3, input.locale) : '');
  const tick = (value: number) => (Number.isFinite(value) ? formatNumber(value, 2, input.locale) : '');
  return {
    series,
    chart: {
      type: 'line',
      height: CHART_HEIGHT,
      animations: { enabled: false },
      // A drag selects a range, which the page then gives the chart with that window's own points: one full draw,
      // after the drag's paint (issue 47). A drag in ApexCharts' zoom mode drew the window from the old points inside
      // the mouseup, and the page drew it again. Its zoom stays on for its keyboard's +, - and 0.
      zoom: { enabled: true, type: 'x', autoScaleYaxis: false },
      selection: { enabled: true, type: 'x' },
      toolbar: { show: false, autoSelected: 'selection' },
      ...(input.locale ? { locales: [apexLocale(input.locale)], defaultLocale: input.locale } : {}),
      parentHeightOffset: 0,
      events: {
        zoomed: (_chart, options) => {
          if (options?.xaxis) events.onWindow?.({ min: options.xaxis.min, max: options.xaxis.max });
        },
        selection: (_chart, options) => {
          if (options?.xaxis) events.onSelect?.({ min: options.xaxis.min, max: options.xaxis.max });
        },
        scrolled: (_chart, options) => {
          if (options?.xaxis) events.onWindow?.({ min: options.xaxis.min, max: options.xaxis.max });
        },
        beforeResetZoom: () => {
          events.onReset?.();
        },
        mounted: () => {
          events.onDrawn?.();
        },
      },
    },
    ...(input.colors ? { colors: [...input.colors] } : {}),
    stroke: {
      width: 1.5,
      curve: input.withPeriod ? ['straight', 'straight', 'straight', 'stepline'] : 'straight',
    },
    markers: { size: 0 },
    dataLabels: { enabled: false },
    legend: { show: true, position: 'top', horizontalAlign: 'left' },
    xaxis: {
      type: 'datetime',
      min: window.min,
      max: window.max,
      labels: { datetimeUTC: true },
      tooltip: { enabled: false },
    },
    yaxis: [
      { seriesName: input.labels.active, title: { text: 'kWh' }, labels: { formatter: tick } },
      { seriesName: input.labels.active, show: false },
      { seriesName: input.labels.active, show: false },
      ...(input.withPeriod
        ? [
            {
              seriesName: input.labels.period,
              opposite: true,
              min: 0,
              max: 6,
              tickAmount: 6,
              labels: { formatter: (v: number) => (v >= 1 ? `P${Math.round(v)}` : '') },
            },
          ]
        : []),
    ],
    tooltip: {
      shared: true,
      x: { format: TOOLTIP_DATE[input.type ?? 'quarter-hourly'] },
      // Every drawn point is a raw reading: the tooltip shows its exact value (3 decimals, as the API gives them).
      y: {
        formatter: (value: number | null, opts) => {
          if (value === null) return '';
          if (input.withPeriod && opts?.seriesIndex === 3) return value >= 1 ? `P${value}` : '';
          return energy(value);
        },
      },
    },
  };
}
