// A stand-in for ApexCharts in jsdom (no SVG layout there), under the real react-apexcharts (jest.config.mjs maps
// `apexcharts/core` to it): it records the options react-apexcharts gives it, the updates it asks for, and the chart's
// events (its first draw, a drag-to-zoom), so a test checks what the chart would draw and when.
import type { ApexOptions } from 'apexcharts';

export class FakeApexCharts {
  static instances: FakeApexCharts[] = [];
  /** What ApexCharts keeps of its first options (react-apexcharts reads `opts.chart.height`). */
  readonly opts: ApexOptions;
  /** What ApexCharts keeps as its current configuration (react-apexcharts compares `w.config.series`). */
  readonly w: { config: ApexOptions };
  options: ApexOptions;
  updates: ApexOptions[] = [];
  destroyed = false;

  constructor(
    readonly element: HTMLElement,
    options: ApexOptions,
  ) {
    this.options = options;
    this.opts = options;
    this.w = { config: options };
    FakeApexCharts.instances.push(this);
  }

  render(): Promise<this> {
    // ApexCharts' `mounted` event follows its first draw.
    this.options.chart?.events?.mounted?.(this as never, undefined);
    return Promise.resolve(this);
  }

  updateOptions(options: ApexOptions): Promise<this> {
    this.updates.push(options);
    this.w.config = { ...this.w.config, ...options };
    return Promise.resolve(this);
  }

  updateSeries(series: ApexOptions['series']): Promise<this> {
    return this.updateOptions({ series });
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** The [x, y] pairs of series `index` as last drawn. */
  drawn(index = 0): [number, number][] {
    const series = this.w.config.series as { data: [number, number][] }[];
    return series[index]?.data ?? [];
  }

  /** A drag-to-zoom on the chart (ApexCharts' `zoomed` event, from the options it draws with). */
  zoom(min: number, max: number): void {
    this.w.config.chart?.events?.zoomed?.(this as never, { xaxis: { min, max } });
  }
}
