// The invoices chart's value axis, computed here rather than measured by ApexCharts: ApexCharts draws the bars and
// the grid on this scale (`yaxis.min`, `max`, `tickAmount`), and the chart's own React writes the labels beside them
// (stacked-bar-chart.tsx). ApexCharts' own axis laid out and measured each label (SVG text, one by one) and the page
// around it, a quarter of the chart's draw on the first screen (issue 47).
import type { ChartSeries } from './chart-series';

export interface ValueScale {
  min: number;
  max: number;
  /** The gridlines' values, from `min` to `max`, evenly spaced. */
  ticks: number[];
}

/** The most gridlines' intervals: about one per 50 px of a 234 px plot. */
export const MAX_INTERVALS = 5;

/** A "nice" interval (1, 2, 2.5 or 5 times a power of ten) of at least `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** Rounds away the float noise of a tick (0.1 + 0.2), to the step's own decimals. */
function clean(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}

/**
 * The scale of stacked bars: from the lowest month's negative sum (rectificative A counts as negative energy, §4) to
 * the highest month's positive sum, zero always on it, in at most `MAX_INTERVALS` nice intervals. A chart of zeros
 * gets 0 to 1.
 */
export function valueScale(series: readonly ChartSeries[], intervals = MAX_INTERVALS): ValueScale {
  const months = Math.max(0, ...series.map((one) => one.data.length));
  let low = 0;
  let high = 0;
  for (let month = 0; month < months; month++) {
    let positive = 0;
    let negative = 0;
    for (const one of series) {
      const value = one.data[month] ?? 0;
      if (value > 0) positive += value;
      else negative += value;
    }
    high = Math.max(high, positive);
    low = Math.min(low, negative);
  }
  if (high === low) high = 1;
  let step = niceStep((high - low) / intervals);
  // Rounding both ends out to the step can need one interval more than asked: the next nice step then.
  while (Math.ceil(high / step - 1e-9) - Math.floor(low / step + 1e-9) > intervals)
    step = niceStep(step * 1.01);
  const min = clean(Math.floor(low / step + 1e-9) * step, step);
  const max = clean(Math.ceil(high / step - 1e-9) * step, step);
  const count = Math.round((max - min) / step);
  const ticks = Array.from({ length: count + 1 }, (_, index) => clean(min + index * step, step));
  return { min, max, ticks };
}
