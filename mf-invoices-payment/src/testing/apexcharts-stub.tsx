// The stand-in for react-apexcharts in Jest (jest.config.mjs): it renders what the chart would draw as data, so a
// test reads the series, the categories it was given and the axis' ticks its formatter writes. `data-draws` counts the
// draws react-apexcharts would make: the first, then one per render whose options or series are not the ones it
// drew (it compares them deeply, and a function, such as a formatter, is never equal to a new one).
import { useRef } from 'react';
import type { Props } from 'react-apexcharts';

export default function ApexChartStub({ type, series, options }: Props) {
  const drawn = useRef<{ options: Props['options']; series: Props['series']; draws: number }>(undefined);
  const last = drawn.current;
  const current =
    last !== undefined && last.options === options && last.series === series
      ? last
      : { options, series, draws: (last?.draws ?? 0) + 1 };
  drawn.current = current;
  const categories: unknown = options?.xaxis?.categories;
  const tick = options?.xaxis?.labels?.formatter;
  const ticks = Array.isArray(categories) && tick ? categories.map((c) => tick(String(c))) : categories;
  return (
    <div
      data-testid="apexchart"
      data-type={type}
      data-series={JSON.stringify(series)}
      data-categories={JSON.stringify(categories)}
      data-ticks={JSON.stringify(ticks)}
      data-draws={current.draws}
    />
  );
}
