// The invoices chart's geometry, pure: the value axis' scale and each month's stacked segments. Positive values stack
// upwards from zero and negative ones (a rectificative A's energy, customer-area §4) downwards, one segment per
// series, so that a month's bar shows each contract's share of it.
import type { ChartSeries } from './chart-series';

export interface Scale {
  min: number;
  max: number;
  /** The axis' ticks, from min to max, one step apart (zero is one of them). */
  ticks: number[];
}

/** A step of 1, 2, 2.5 or 5 times a power of ten that covers `span` in about `count` steps. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/** The axis for values from `low` to `high` (zero always shown), in about `count` steps of a round size. */
export function niceScale(low: number, high: number, count = 4): Scale {
  const from = Math.min(0, low);
  const to = Math.max(0, high);
  if (from === to) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep(to - from, count);
  const min = Math.floor(from / step) * step;
  const max = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  // Integers of steps, so that no tick is 0.30000000000000004.
  for (let n = Math.round(min / step); n <= Math.round(max / step); n++)
    ticks.push(Number((n * step).toPrecision(12)));
  return { min, max, ticks };
}

export interface Segment {
  series: number;
  /** The segment's ends in values: from `start` to `end`, `start` nearer to zero. */
  start: number;
  end: number;
}

/** Each month's segments (series with a value other than zero), stacked from zero in each direction. */
export function stackMonths(series: readonly ChartSeries[], months: number): Segment[][] {
  return Array.from({ length: months }, (_, month) => {
    let up = 0;
    let down = 0;
    const segments: Segment[] = [];
    series.forEach((one, index) => {
      const value = one.data[month] ?? 0;
      if (value > 0) segments.push({ series: index, start: up, end: (up += value) });
      else if (value < 0) segments.push({ series: index, start: down, end: (down += value) });
    });
    return segments;
  });
}

/** The lowest and highest stacked ends over all months (0 when there is nothing below or above zero). */
export function stackedRange(stacks: readonly Segment[][]): { low: number; high: number } {
  let low = 0;
  let high = 0;
  for (const segments of stacks)
    for (const { end } of segments) {
      low = Math.min(low, end);
      high = Math.max(high, end);
    }
  return { low, high };
}
