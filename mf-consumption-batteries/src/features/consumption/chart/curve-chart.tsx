// The curve as a chart (issue 10): ApexCharts, fetched on the first chart, given only a downsampled window of the
// points (about 1,000 of a year's 35,040 quarter-hours) with each series' extremes; zoom (drag on the chart or the
// buttons) and pan re-downsample the visible window, so a zoomed window of up to 1,000 points (ten days of quarter-hours) shows every exact
// 15-minute value in the tooltip. The raw points stay in typed arrays (memo) and the window in a ref: a zoom redraws
// the chart imperatively, without rendering React again. ApexCharts labels its SVG and makes its legend buttons
// keyboard operable; the accessible reading of the values is the table below the chart.
import { useLingui } from '@lingui/react/macro';
import type { ConsumptionChartResponse } from '@portal/shared/api-types';
import { Box, Button, HStack, Text } from '@portal/shared/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatPointDate, withTime } from '../curve-range';
import {
  type ChartLabels,
  type ChartWindow,
  curveChartOptions,
  fullWindow,
  windowSeries,
} from './chart-options';
import { toColumns } from './curve-columns';
import { type ApexChartsConstructor, loadApexCharts } from './load-apexcharts';

/** Performance marks of the first draw (read by the end-to-end test and the benchmark). */
export const FIRST_DRAW_MEASURE = 'consumption-chart:first-draw';

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

type ChartInstance = InstanceType<ApexChartsConstructor>;

function isoOf(ms: number, time: boolean): string {
  const iso = new Date(ms).toISOString();
  return time ? iso.slice(0, 16) : iso.slice(0, 10);
}

export function CurveChart({ curve }: CurveChartProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | undefined>(undefined);
  // The data's arrival (the clock of the first-draw budget) and its columns, once per answer.
  const { arrived, columns } = useMemo(
    () => ({ arrived: performance.now(), columns: toColumns(curve.items) }),
    [curve.items],
  );
  const full = useMemo(() => fullWindow(columns), [columns]);
  const windowRef = useRef<ChartWindow>(full);
  const [shown, setShown] = useState<ChartWindow>(full);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const withPeriod = curve.type === 'hourly' || curve.type === 'quarter-hourly';
  const labels: ChartLabels = useMemo(
    () => ({
      active: t`Active (kWh)`,
      exported: t`Exported (kWh)`,
      reactive: t`Reactive (kVArh)`,
      period: t`Period`,
    }),
    [t],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    windowRef.current = full;
    setShown(full);
    setState('loading');
    const redraw = (next: ChartWindow) => {
      windowRef.current = next;
      setShown(next);
      const { series } = windowSeries({ columns, labels, withPeriod, window: next });
      void chart.current?.updateOptions({ series, xaxis: { min: next.min, max: next.max } }, false, false);
    };
    const events = { onWindow: redraw, onReset: () => redraw(full) };
    loadApexCharts()
      .then((ApexCharts) => {
        if (cancelled) return undefined;
        const instance = new ApexCharts(
          element,
          curveChartOptions({ columns, labels, withPeriod, type: curve.type, locale: i18n.locale }, events),
        );
        chart.current = instance;
        return instance.render();
      })
      .then((rendered) => {
        if (cancelled || !rendered) return;
        setState('ready');
        markFirstDraw(arrived);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = undefined;
    };
  }, [arrived, columns, full, labels, withPeriod, curve.type, i18n.locale]);

  const move = (next: ChartWindow) => {
    const span = Math.min(next.max - next.min, full.max - full.min);
    const min = Math.max(full.min, Math.min(next.min, full.max - span));
    const window = { min, max: min + span };
    windowRef.current = window;
    setShown(window);
    const { series } = windowSeries({ columns, labels, withPeriod, window });
    void chart.current?.updateOptions({ series, xaxis: { min: window.min, max: window.max } }, false, false);
  };
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
      {state === 'failed' ? (
        <Text role="alert" color="fg.error">
          {t`The chart could not be drawn. The table below lists every value.`}
        </Text>
      ) : undefined}
      <Box ref={container} minH="320px" data-chart-state={state} data-points-total={columns.x.length} />
      <HStack gap="2" mt="2" wrap="wrap" role="group" aria-label={t`Zoom and pan the chart`}>
        <Button
          size="xs"
          variant="outline"
          disabled={state !== 'ready' || span <= step * 8}
          onClick={() => move({ min: center - span / 4, max: center + span / 4 })}
        >
          {t`Zoom in`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={state !== 'ready' || !zoomed}
          onClick={() => move({ min: center - span, max: center + span })}
        >
          {t`Zoom out`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={state !== 'ready' || shown.min <= full.min}
          onClick={() => move({ min: shown.min - span / 2, max: shown.max - span / 2 })}
        >
          {t`Earlier`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={state !== 'ready' || shown.max >= full.max}
          onClick={() => move({ min: shown.min + span / 2, max: shown.max + span / 2 })}
        >
          {t`Later`}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={state !== 'ready' || !zoomed}
          onClick={() => move(full)}
        >
          {t`Show the whole range`}
        </Button>
      </HStack>
    </Box>
  );
}
