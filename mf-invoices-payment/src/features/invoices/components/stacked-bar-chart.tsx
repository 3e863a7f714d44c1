// The invoices' stacked bar chart: ApexCharts' bars and grid (through react-apexcharts, fetched after the page's first
// screen: `../chart/load-bar-chart.ts`), one bar per month, one segment per contract. Around it, the chart's own React:
// the values beside the gridlines (`../chart/value-scale.ts`), the year under each January, a legend, and the
// month's figures in a tooltip when the pointer is over it
// or the months are walked with the keyboard (a slider over the months: the arrow keys, Page Up/Down by a year, Home
// and End; a screen reader reads the month's figures as its value). The plot's place, for the pointer and the
// tooltip, is ApexCharts' chart area as drawn (`getChartArea`), read once per draw.
import { useLingui } from '@lingui/react/macro';
import { Box, ErrorPanel, Flex, HStack, LoadingState, markLibraryWork, Text } from '@portal/shared/ui';
import type { default as ApexCharts, ApexOptions } from 'apexcharts';
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBarChart } from '../chart/load-bar-chart';
import type { ChartSeries } from '../chart/chart-series';
import { useSeriesColors } from '../chart/series-colors';
import { CHART_HEIGHT } from '../chart/chart-constants';
import { valueScale } from '../chart/value-scale';

const LEGEND_HEIGHT = 44;
/** The plot with its axes: ApexCharts' part and the years' row under it. */
const PLOT_HEIGHT = CHART_HEIGHT - LEGEND_HEIGHT;
/** The years' row under ApexCharts' plot. */
const YEARS_HEIGHT = 22;
/** ApexCharts' part: the bars and the values' axis. */
const APEX_HEIGHT = PLOT_HEIGHT - YEARS_HEIGHT;

export interface StackedBarChartProps {
  /** The chart's name (the months' slider is named after it). */
  label: string;
  series: readonly ChartSeries[];
  /** Each month's full name ("Feb 2026"), for the tooltip. */
  categories: readonly string[];
  /** Each month's label under the axis ('' for none). */
  ticks: readonly string[];
  totals: readonly number[];
  format: (value: number) => string;
}

/** The room a year's label needs under the axis ("2026" and a gap), in pixels. */
const YEAR_LABEL_PX = 44;

/**
 * The axis' labels that fit `width` pixels: where a year's label has less room than it needs (eight years on a
 * phone), every second (third, …) year keeps its label, counted back from the last one so the current year always
 * shows. An unknown width (0) keeps them all.
 */
export function spacedTicks(ticks: readonly string[], width: number): readonly string[] {
  const labelled = ticks.flatMap((tick, index) => (tick ? [index] : []));
  if (width <= 0 || labelled.length < 2 || ticks.length === 0) return ticks;
  const monthPx = width / ticks.length;
  const gapMonths = Math.min(...labelled.slice(1).map((index, i) => index - (labelled[i] ?? 0)));
  const step = Math.max(1, Math.ceil(YEAR_LABEL_PX / (gapMonths * monthPx)));
  if (step === 1) return ticks;
  const kept = new Set(labelled.filter((_, i) => (labelled.length - 1 - i) % step === 0));
  return ticks.map((tick, index) => (kept.has(index) ? tick : ''));
}

/**
 * The width of `ref`'s element as a ResizeObserver reports it (undefined until its first report), once `present` says
 * the element is rendered. Its callback runs after the browser's own layout, so nothing here asks for one: a width read
 * while the page is drawn (`clientWidth` in a layout effect) made the browser style and lay out the whole freshly
 * rendered page inside the chart's task. A ref object rather than a state setter as the ref: a setter called while
 * React attaches refs is an update in the middle of a commit, which React renders at once and synchronously (the
 * chart's whole box again, in the commit's task on a phone's first load, issue 47 item 0).
 */
function useObservedWidth(ref: RefObject<HTMLElement | null>, present: boolean): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!present || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, present]);
  return width;
}

/** Where ApexCharts drew its plot, in pixels from the slider's box. */
interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

const percent = (part: number, whole: number) => `${(part * 100) / whole}%`;

export function StackedBarChart({ label, series, categories, ticks, totals, format }: StackedBarChartProps) {
  const { t } = useLingui();
  const { Chart, failed, retry } = useBarChart();
  const colors = useSeriesColors();
  const colorOf = (index: number) => colors[index % colors.length];
  const months = categories.length;
  const box = useRef<HTMLDivElement>(null);
  // ApexCharts' place, beside the values' labels: its width is reported once the labels have taken theirs.
  const apexBox = useRef<HTMLDivElement>(null);
  const width = useObservedWidth(apexBox, Chart !== undefined);
  // ApexCharts is given the width it is drawn at: with a width in pixels it does not measure its parent again for it.
  const Drawn = Chart && width !== undefined && width > 0 ? Chart : undefined;
  const shownTicks = useMemo(() => spacedTicks(ticks, width ?? 0), [ticks, width]);
  const scale = useMemo(() => valueScale(series), [series]);
  const [plot, setPlot] = useState<Plot>();
  const [active, setActive] = useState<number>();
  const [shown, setShown] = useState(false);
  const current = Math.min(active ?? months - 1, months - 1);

  const apexSeries = useMemo(() => series.map((one) => ({ name: one.name, data: [...one.data] })), [series]);
  // ApexCharts draws no months' labels: it measured a text per month (SVG text laid out one by one, inside the chart's
  // first draw); the years are the chart's own row below (a dozen elements, laid out with the page).
  const blankMonths = useMemo(() => Array.from({ length: months }, () => ''), [months]);
  // The same options object while nothing they show changes: react-apexcharts compares them deeply, but a function
  // (the formatters, the events) is never equal to a new one, so options rebuilt on every render would redraw the
  // whole chart on any render of the page.
  const options = useMemo<ApexOptions>(() => {
    const measure = (chart: ApexCharts) => {
      const area = chart.getChartArea()?.getBoundingClientRect();
      const outer = box.current?.getBoundingClientRect();
      if (!area || !outer || area.width <= 0) return setPlot(undefined);
      setPlot({
        left: area.left - outer.left,
        top: area.top - outer.top,
        width: area.width,
        height: area.height,
      });
    };
    return {
      chart: {
        stacked: true,
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
        fontFamily: 'inherit',
        events: {
          mounted: (chart: ApexCharts) => {
            // ApexCharts' first draw, one call: told apart by the bench (@portal/shared/ui library-marks).
            markLibraryWork('chart');
            measure(chart);
          },
          updated: measure,
        },
      },
      colors: [...colors],
      plotOptions: { bar: { columnWidth: '70%' } },
      xaxis: {
        categories: blankMonths,
        labels: { show: false },
        axisTicks: { show: false },
        tooltip: { enabled: false },
      },
      // The values' labels are the chart's own (below): ApexCharts draws the bars and the grid on their scale.
      yaxis: { show: false, min: scale.min, max: scale.max, tickAmount: scale.ticks.length - 1 },
      grid: { padding: { left: 0, right: 0 } },
      dataLabels: { enabled: false },
      // The legend and the month's figures are the chart's own (below): the same for pointer, finger and keyboard.
      legend: { show: false },
      tooltip: { enabled: false },
      states: { hover: { filter: { type: 'none' } }, active: { filter: { type: 'none' } } },
    };
  }, [colors, blankMonths, scale]);

  const valueLabels = useMemo(() => scale.ticks.map(format), [scale, format]);
  /** A value's height, on ApexCharts' plot once it is drawn (its share of the values' column before). */
  const valueTop = (value: number) => {
    const share = (scale.max - value) / (scale.max - scale.min);
    return plot ? `${plot.top + share * plot.height}px` : `${share * 100}%`;
  };

  /** A month's left edge, over ApexCharts' plot once it is drawn. */
  const at = (month: number) =>
    plot ? `${plot.left + (month * plot.width) / months}px` : percent(month, months);
  const monthWidth = plot ? `${plot.width / months}px` : percent(1, months);

  const figures = (month: number) =>
    [
      ...series.map((one) => `${one.name} ${format(one.data[month] ?? 0)}`),
      `${t`Total`} ${format(totals[month] ?? 0)}`,
    ].join(', ');

  const move = (month: number) => {
    setActive(Math.min(months - 1, Math.max(0, month)));
    setShown(true);
  };
  const keys: Record<string, () => void> = {
    ArrowLeft: () => move(current - 1),
    ArrowDown: () => move(current - 1),
    ArrowRight: () => move(current + 1),
    ArrowUp: () => move(current + 1),
    PageDown: () => move(current - 12),
    PageUp: () => move(current + 12),
    Home: () => move(0),
    End: () => move(months - 1),
    Escape: () => setShown(false),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = keys[event.key];
    // Escape with nothing shown is not the chart's (a surrounding dialog may close on it).
    if (!key || (event.key === 'Escape' && !shown)) return;
    event.preventDefault();
    key();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const left = plot?.left ?? 0;
    const width = plot?.width ?? rect.width;
    if (width > 0) move(Math.floor(((event.clientX - rect.left - left) / width) * months));
  };

  // The tooltip stays inside the plot: anchored by its left edge on the first months, by its right on the last.
  const anchor = current < months / 3 ? '0' : current > (2 * months) / 3 ? '-100%' : '-50%';

  return (
    <Box h={`${CHART_HEIGHT}px`}>
      {Chart ? (
        <Box
          ref={box}
          position="relative"
          h={`${PLOT_HEIGHT}px`}
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={months - 1}
          aria-valuenow={current}
          aria-valuetext={`${categories[current] ?? ''}: ${figures(current)}`}
          onKeyDown={onKeyDown}
          onFocus={() => setShown(true)}
          onBlur={() => setShown(false)}
          onPointerMove={onPointerMove}
          onPointerDown={onPointerMove}
          // A finger leaves as soon as it lifts: its month stays shown until the chart loses the focus its tap gave it.
          onPointerLeave={(event) => event.pointerType === 'mouse' && setShown(false)}
          rounded="sm"
          focusRing="outside"
        >
          {shown ? (
            <Box
              position="absolute"
              left={at(current)}
              w={monthWidth}
              top={plot ? `${plot.top}px` : '0'}
              h={plot ? `${plot.height}px` : '100%'}
              bg="bg.muted"
              aria-hidden="true"
            />
          ) : undefined}
          <Flex position="relative" h={`${APEX_HEIGHT}px`} aria-hidden="true">
            {/* The values beside their gridlines; the column as wide as its widest label (an unseen copy in the flow). */}
            <Box
              position="relative"
              flexShrink={0}
              pe="2"
              // As the years under the plot read (and as ApexCharts' own labels did, in the page's font).
              fontSize="sm"
              color="fg"
              whiteSpace="nowrap"
              // Shown once ApexCharts' plot is measured: labels moved from their first place would shift the layout.
              visibility={plot ? 'visible' : 'hidden'}
            >
              <Box visibility="hidden" h="0" overflow="hidden">
                {valueLabels.map((text, index) => (
                  <div key={index}>{text}</div>
                ))}
              </Box>
              {valueLabels.map((text, index) => (
                <Text
                  as="span"
                  key={index}
                  position="absolute"
                  right="2"
                  top={valueTop(scale.ticks[index] ?? 0)}
                  transform="translateY(-50%)"
                  lineHeight="1"
                >
                  {text}
                </Text>
              ))}
            </Box>
            {/* ApexCharts' SVG is drawn over the month's band (its background is transparent). */}
            <Box ref={apexBox} flex="1" minW="0">
              {Drawn ? (
                <Drawn type="bar" width={width} height={APEX_HEIGHT} series={apexSeries} options={options} />
              ) : undefined}
            </Box>
          </Flex>
          {/* The year under each January (every second or third one when they would not fit), under the plot. */}
          <Box
            position="absolute"
            insetX="0"
            top={`${plot ? plot.top + plot.height + 6 : APEX_HEIGHT}px`}
            h={`${YEARS_HEIGHT}px`}
            // As the values' axis reads (ApexCharts' labels in the page's font).
            fontSize="sm"
            color="fg"
            aria-hidden="true"
          >
            {shownTicks.map((tick, month) =>
              tick ? (
                <Text
                  as="span"
                  key={month}
                  position="absolute"
                  top="0.5"
                  left={`calc(${at(month)} + ${monthWidth} / 2)`}
                  transform="translateX(-50%)"
                  whiteSpace="nowrap"
                >
                  {tick}
                </Text>
              ) : undefined,
            )}
          </Box>
          {shown ? (
            <Box
              position="absolute"
              top={plot ? `${plot.top + 4}px` : '1'}
              left={`calc(${at(current)} + ${monthWidth} / 2)`}
              transform={`translateX(${anchor})`}
              zIndex="1"
              minW="40"
              maxW="64"
              p="2"
              bg="bg.panel"
              borderWidth="1px"
              rounded="md"
              shadow="md"
              fontSize="xs"
              pointerEvents="none"
              aria-hidden="true"
              data-testid="invoice-chart-tooltip"
            >
              <Text fontWeight="semibold">{categories[current]}</Text>
              {series.map((one, index) => (
                <HStack key={index} gap="1.5" justify="space-between">
                  <HStack gap="1.5" minW="0">
                    <Box flexShrink={0} w="2.5" h="2.5" rounded="xs" bg={colorOf(index)} />
                    <Text truncate>{one.name}</Text>
                  </HStack>
                  <Text whiteSpace="nowrap">{format(one.data[current] ?? 0)}</Text>
                </HStack>
              ))}
              <HStack justify="space-between" fontWeight="semibold">
                <Text>{t`Total`}</Text>
                <Text whiteSpace="nowrap">{format(totals[current] ?? 0)}</Text>
              </HStack>
            </Box>
          ) : undefined}
        </Box>
      ) : (
        // Its code on its way (or failed): the loader keeps the plot's place.
        <Box h={`${PLOT_HEIGHT}px`}>
          {failed ? (
            <ErrorPanel title={t`The chart could not be loaded`} onRetry={retry} />
          ) : (
            <LoadingState shape="chart" label={t`Loading the chart…`} />
          )}
        </Box>
      )}
      <HStack
        as="ul"
        aria-label={t`Legend`}
        h={`${LEGEND_HEIGHT}px`}
        overflowY="auto"
        tabIndex={0}
        wrap="wrap"
        gap="1"
        columnGap="3"
        pt="2"
        justify="center"
        fontSize="xs"
      >
        {series.map((one, index) => (
          <HStack as="li" key={index} gap="1.5">
            <Box w="2.5" h="2.5" rounded="xs" bg={colorOf(index)} />
            <Text>{one.name}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
