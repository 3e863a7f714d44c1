// The stand-in for react-apexcharts in Jest (jest.config.mjs): it renders what the chart would draw as data, so a
// test reads the series, the categories it was given and the axis' ticks its formatter writes.
import type { Props } from 'react-apexcharts';

export default function ApexChartStub({ type, series, options }: Props) {
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
    />
  );
}
