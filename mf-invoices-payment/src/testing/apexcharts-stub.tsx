// The stand-in for react-apexcharts in Jest (jest.config.mjs): it renders what the chart would draw as data, so a
// test reads the series and the categories it was given.
import type { Props } from 'react-apexcharts';

export default function ApexChartStub({ type, series, options }: Props) {
  const categories: unknown = options?.xaxis?.categories;
  return (
    <div
      data-testid="apexchart"
      data-type={type}
      data-series={JSON.stringify(series)}
      data-categories={JSON.stringify(categories)}
    />
  );
}
