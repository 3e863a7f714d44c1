// The invoices' stacked bar chart, drawn with React and plain SVG (decision 009): one bar per month, one
// segment per contract, a value axis with round ticks, the year under each January, a legend, and the month's figures
// in a tooltip when the pointer is over it or the months are walked with the keyboard (a slider over the months: the
// arrow keys, Page Up/Down by a year, Home and End; a screen reader reads the month's figures as its value). Nothing
// is measured in the page: positions along the months are percentages and the axis' width is counted in characters,
// so drawing it is one render (ApexCharts' first draw took 400–500 ms on a 4× slower CPU, most of it measuring text).
import { useLingui } from '@lingui/react/macro';
import { Box, Flex, HStack, Text } from '@portal/shared/ui';
import { type KeyboardEvent, type PointerEvent, useMemo, useState } from 'react';
import { niceScale, stackedRange, stackMonths } from '../chart/bar-geometry';
import type { ChartSeries } from '../chart/chart-series';

/** The whole chart's height (plot, years, legend), which its loader keeps (no layout shift when it is drawn). */
export const CHART_HEIGHT = 300;
const YEARS_HEIGHT = 20;
const LEGEND_HEIGHT = 44;
const PLOT_HEIGHT = CHART_HEIGHT - YEARS_HEIGHT - LEGEND_HEIGHT;
/** Room above the highest tick's label and below the lowest. */
const PAD = 8;

/** Ten distinct colours on white (one per contract: `invoices.chart.maxContracts` defaults to 10). */
export const SERIES_COLORS = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#7f3c8d',
  '#3969ac',
  '#80ba5a',
  '#8c8c7a',
] as const;

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

const percent = (part: number, whole: number) => `${(part * 100) / whole}%`;
const colorOf = (series: number) => SERIES_COLORS[series % SERIES_COLORS.length];

export function StackedBarChart({ label, series, categories, ticks, totals, format }: StackedBarChartProps) {
  const { t } = useLingui();
  const months = categories.length;
  const stacks = useMemo(() => stackMonths(series, months), [series, months]);
  const scale = useMemo(() => {
    const { low, high } = stackedRange(stacks);
    return niceScale(low, high);
  }, [stacks]);
  const [active, setActive] = useState<number>();
  const [shown, setShown] = useState(false);
  const current = active ?? months - 1;

  const y = (value: number) =>
    PAD + ((scale.max - value) / (scale.max - scale.min)) * (PLOT_HEIGHT - 2 * PAD);
  const tickLabels = scale.ticks.map(format);
  const axisWidth = `${Math.max(...tickLabels.map((text) => text.length)) + 1}ch`;

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
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) move(Math.floor(((event.clientX - box.left) / box.width) * months));
  };

  // The tooltip stays inside the plot: anchored by its left edge on the first months, by its right on the last.
  const anchor = current < months / 3 ? '0' : current > (2 * months) / 3 ? '-100%' : '-50%';

  return (
    <Box h={`${CHART_HEIGHT}px`}>
      <Flex h={`${PLOT_HEIGHT + YEARS_HEIGHT}px`}>
        <Box position="relative" flexShrink={0} w={axisWidth} fontSize="xs" aria-hidden="true">
          {scale.ticks.map((tick, index) => (
            <Text
              key={tick}
              as="span"
              position="absolute"
              right="1.5"
              top={`${y(tick)}px`}
              transform="translateY(-50%)"
              fontSize="xs"
              color="fg.muted"
              whiteSpace="nowrap"
            >
              {tickLabels[index]}
            </Text>
          ))}
        </Box>
        <Box
          position="relative"
          flex="1"
          minW="0"
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
          <svg width="100%" height={PLOT_HEIGHT} aria-hidden="true" focusable="false" data-invoice-chart="">
            {scale.ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="100%"
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? 'var(--chakra-colors-fg-muted)' : 'var(--chakra-colors-border)'}
                strokeWidth="1"
              />
            ))}
            {shown ? (
              <rect
                x={percent(current, months)}
                width={percent(1, months)}
                y="0"
                height={PLOT_HEIGHT}
                fill="var(--chakra-colors-bg-muted)"
              />
            ) : undefined}
            {stacks.map((segments, month) =>
              segments.map(({ series: index, start, end }) => (
                <rect
                  key={`${month}:${index}`}
                  x={percent(month + 0.15, months)}
                  width={percent(0.7, months)}
                  y={Math.min(y(start), y(end))}
                  height={Math.abs(y(start) - y(end))}
                  fill={colorOf(index)}
                />
              )),
            )}
          </svg>
          <Box position="relative" h={`${YEARS_HEIGHT}px`} aria-hidden="true">
            {ticks.map((tick, month) =>
              tick ? (
                <Text
                  key={month}
                  as="span"
                  position="absolute"
                  left={percent(month, months)}
                  top="0.5"
                  fontSize="xs"
                  color="fg.muted"
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
              top="1"
              left={percent(current + 0.5, months)}
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
      </Flex>
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
