// A stand-in for ApexCharts in jsdom (no SVG layout there): it records the options it is given, so a test checks
// what the chart would draw, and lets the test fire the chart's zoom events.
import type { ApexOptions } from 'apexcharts';

export class FakeApexCharts {
  static instances: FakeApexCharts[] = [];
  options: ApexOptions;
  updates: ApexOptions[] = [];
  destroyed = false;

  constructor(
    readonly element: HTMLElement,
    options: ApexOptions,
  ) {
    this.options = options;
    FakeApexCharts.instances.push(this);
  }

  render(): Promise<this> {
    return Promise.resolve(this);
  }

  updateOptions(options: ApexOptions): Promise<this> {
    this.updates.push(options);
    return Promise.resolve(this);
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** The [x, y] pairs of series `index` as last drawn. */
  drawn(index = 0): [number, number][] {
    const series = (this.updates.at(-1)?.series ?? this.options.series) as { data: [number, number][] }[];
    return series[index]?.data ?? [];
  }

  /** A drag-to-zoom on the chart. */
  zoom(min: number, max: number): void {
    this.options.chart?.events?.zoomed?.(this as never, { xaxis: { min, max } });
  }
}
