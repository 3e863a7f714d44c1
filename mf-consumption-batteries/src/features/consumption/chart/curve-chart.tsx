// The curve as a chart (issue 10): ApexCharts through react-apexcharts, its code fetched after the page's first screen
// (`load-line-chart.ts`), given only a downsampled window of the points (about 1,000 of a year's 35,040 quarter-hours)
// with each series' extremes; zoom (a range dragged on the chart or the buttons) and pan re-downsample the visible
// window, so a zoomed window of up to 1,000 points (ten days of quarter-hours) shows every exact 15-minute value in the
// tooltip. The raw points stay in typed arrays (memo); a window is new options and series for react-apexcharts, which
// updates the chart it drew (one `updateOptions`, not a new chart). A full draw is most of an interaction's time
// (issue 47), so a window is drawn once, after the interaction's frame (its caption and buttons) is painted; a zoom
// ApexCharts drew itself (its keyboard's + and -) is not drawn again when it had every point of that window. ApexCharts
// labels its SVG and makes its legend buttons keyboard operable; the accessible reading of the values is the table below
// the chart.
import { useLingui } from '@lingui/react/macro';
import type { ConsumptionChartResponse } from '@portal/shared/api-types';
import { afterNextPaint, Box, Button, FailureText, HStack, Text } from '@portal/shared/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { formatPointDate, withTime } from '../curve-range';
import {
  type ChartEvents,
  type ChartLabels,
  type ChartWindow,
  CHART_HEIGHT,
  curveChartOptions,
  drawsEvery,
  fullWindow,
} from './chart-options';
import { useCurveColors } from './chart-colors';
import { toColumns } from './curve-columns';
import { useLineChart } from './load-line-chart';
import { useUncovered } from '../lib/use-uncovered';

/** Performance marks of the first draw (read by the end-to-end test and the benchmark). */
export const FIRST_DRAW_MEASURE = 'consumption-chart:first-draw';

/** The window the chart was last given, the options it was given with, and whether it drew the one shown itself. */
interface KeptWindow {
  window: ChartWindow;
  with: unknown;
  drawn: boolean;
}

export interface CurveChartProps {
  curve: ConsumptionChartResponse;
}

/** The time from the data's arrival to the first draw, as a performance measure (where the browser has them). */
function markFirstDraw(arrived: number): void {
  try {
    performance.measure(FIRST_DRAW_MEASURE, { start: arrived, end: performance.now() });
  } catch {
    // No User Timing level 3 (jsdom): nothing to record.
  }
}

function isoOf(ms: number, time: boolean): string {
  const iso = new Date(ms).toISOString();
  return time ? iso.slice(0, 16) : iso.slice(0, 10);
}

export function CurveChart({ curve }: CurveChartProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const { Chart: loadedChart, failed } = useLineChart();
  // The chart library's code, arrived while a dialog covers the page, draws once the dialog has closed (useUncovered).
  const Chart = useUncovered(loadedChart);
  const colors = useCurveColors();
  // The data's arrival (the clock of the first-draw budget) and its columns, once per answer.
  const { arrived, columns } = useMemo(
    () => ({ arrived: performance.now(), columns: toColumns(curve.items) }),
    [curve.items],
  );
  const full = useMemo(() => fullWindow(columns), [columns]);
  // Which chart has drawn (its key): a new curve or locale is a new chart, drawn and timed again.
  const chartKey = `${arrived}:${i18n.locale}`;
  const [drawn, setDrawn] = useState<string>();
  const ready = drawn === chartKey;
  const state = failed ? 'failed' : ready ? 'ready' : 'loading';
  const withPeriod = curve.type === 'hourly' || curve.type === 'quarter-hourly';
  const labels: ChartLabels = useMemo(
    () => ({
      active: t`Active (kWh)`,
      exported: t`Exported (kWh)`,
      reactive: t`Reactive (kVArh)`,
      period: t({ message: 'Period', context: 'a tariff period, P1 to P6' }),
    }),
    [t],
  );
  // What the chart's options are made of besides the window.
  const input = useMemo(
    () => ({ columns, labels, withPeriod, type: curve.type, locale: i18n.locale, colors }),
    [columns, labels, withPeriod, curve.type, i18n.locale, colors],
  );
  // The window shown (the caption's, the buttons'), for this curve: a new curve shows its whole range. `kept`: the
  // window whose points and axis the chart was last given, while it has not been given the window shown (with other
  // options it is given that one), and whether the chart has drawn the window shown itself from those points.
  const [view, setView] = useState<{ of: ChartWindow; window: ChartWindow; kept?: KeptWindow }>({
    of: full,
    window: full,
  });
  const shown = view.of === full ? view.window : full;
  const kept = view.of === full && view.kept?.with === input ? view.kept : undefined;
  const given = kept?.window ?? shown;
  // Whether the chart shows every exact value of the window shown. If not, it is given that window's own points once
  // the interaction's frame (the caption, the buttons) is painted: a full draw of the chart is most of an interaction
  // (issue 47), and a new window asked before then is drawn instead.
  const current = !kept || (kept.drawn && drawsEvery(columns, kept.window, shown));
  useEffect(() => {
    if (current) return undefined;
    return afterNextPaint(() =>
      setView((last) => (last.of === full && last.window === shown ? { of: full, window: shown } : last)),
    );
  }, [current, full, shown]);
  /** Shows `window`; the chart keeps what it was given until then (`drawn`: it has drawn `window` itself). */
  const show = useCallback(
    (window: ChartWindow, drawn: boolean) =>
      setView((last) => {
        const was = last.of === full ? last : { of: full, window: full };
        const had = was.kept?.with === input ? was.kept.window : was.window;
        return { of: full, window, kept: { window: had, with: input, drawn } };
      }),
    [full, input],
  );
  /** A window asked for, within the curve: the buttons' and a range dragged on the chart. */
  const move = useCallback(
    (next: ChartWindow) => {
      const span = Math.min(next.max - next.min, full.max - full.min);
      const min = Math.max(full.min, Math.min(next.min, full.max - span));
      show({ min, max: min + span }, false);
    },
    [full, show],
  );
  // The chart's own zoom, a range dragged on it, its reset, and its first draw: the same functions while the curve and
  // its options are the same (react-apexcharts compares the options deeply, and a new function is never equal to the
  // last).
  const events: ChartEvents = useMemo(
    () => ({
      onWindow: (window) => show(window, true),
      onSelect: move,
      onReset: () => show(full, true),
      onDrawn: () => {
        markFirstDraw(arrived);
        setDrawn(chartKey);
      },
    }),
    [full, show, move, arrived, chartKey],
  );
  const options = useMemo(
    () => curveChartOptions({ ...input, window: given }, events),
    [input, given, events],
  );
  const span = shown.max - shown.min;
  const center = shown.min + span / 2;
  // The narrowest window: a few points of the curve.
  const step = columns.x.length > 1 ? (columns.x[1] ?? 0) - (columns.x[0] ?? 0) : 0;
  const zoomed = shown.min > full.min || shown.max < full.max;
  const time = withTime(curve.type) || curve.type === 'hourly';
  const from = formatPointDate(isoOf(shown.min, time));
  const to = formatPointDate(isoOf(shown.max, time));

  return (
    <Box as="figure" aria-labelledby={captionId} m="0">
      <Text id={captionId} as="figcaption" fontSize="sm" color="fg.muted" mb="2">
        {t`Chart of the consumption from ${from} to ${to}. The table below lists every value.`}
      </Text>
      {failed ? (
        <FailureText>{t`The chart could not be drawn. The table below lists every value.`}</FailureText>
      ) : undefined}
      {/* Busy from a window asked for until the chart is given it (the next task after the interaction's paint). */}
      <Box
        minH={`${CHART_HEIGHT}px`}
        data-chart-state={state}
        data-points-total={columns.x.length}
        aria-busy={current ? undefined : true}
      >
        {Chart ? (
          <Chart key={chartKey} type="line" height={CHART_HEIGHT} series={options.series} options={options} />
        ) : undefined}
      </Box>
      <HStack gap="2" mt="2" wrap="wrap" role="group" aria-label={t`Zoom and pan the chart`}>
        <Button
          size="xs"
          variant="outline"
          disabled={!ready || span <= step * 8}
          onClick={() => move({ min: center - span / 4, max: center + span / 4 })}
        >
          {t`Zoom in`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={!ready || !zoomed}
          onClick={() => move({ min: center - span, max: center + span })}
        >
          {t`Zoom out`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={!ready || shown.min <= full.min}
          onClick={() => move({ min: shown.min - span / 2, max: shown.max - span / 2 })}
        >
          {t`Earlier`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={!ready || shown.max >= full.max}
          onClick={() => move({ min: shown.min + span / 2, max: shown.max + span / 2 })}
        >
          {t`Later`}
        </Button>
        <Button size="xs" variant="outline" disabled={!ready || !zoomed} onClick={() => move(full)}>
          {t`Show the whole range`}
        </Button>
      </HStack>
    </Box>
  );
}
