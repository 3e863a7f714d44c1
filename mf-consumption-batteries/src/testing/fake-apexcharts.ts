// A stand-in for ApexCharts in jsdom (no SVG layout there), under the real react-apexcharts (jest.config.mjs maps
// `apexcharts/core` to it): it records the options react-apexcharts gives it, the updates it asks for, every full
// draw (its first, each update, and its own redraw on a zoom of its own, as ApexCharts does before it tells the page),
// and the chart's events (its first draw, a range dragged, a zoom of its own), so a test checks what the chart would
// draw and when.
import type { ApexOptions } from 'apexcharts';

export class FakeApexCharts {
  static instances: FakeApexCharts[] = [];
  /** What ApexCharts keeps of its first options (react-apexcharts reads `opts.chart.height`). */
  readonly opts: ApexOptions;
  /** What ApexCharts keeps as its current configuration (react-apexcharts compares `w.config.series`). */
  readonly w: { config: ApexOptions };
  options: ApexOptions;
  updates: ApexOptions[] = [];
  /** Full draws of the chart: its first, one per update, one per zoom of its own. */
  draws = 0;
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
    this.draws += 1;
    // ApexCharts' `mounted` event follows its first draw.
    this.options.chart?.events?.mounted?.(this as never, undefined);
    return Promise.resolve(this);
  }

  updateOptions(options: ApexOptions): Promise<this> {
    this.updates.push(options);
    this.draws += 1;
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

  /** The [x, y] pairs of series `index` the chart shows: those drawn within its x window. */
  shown(index = 0): [number, number][] {
    const { min, max } = this.w.config.xaxis ?? {};
    const from = typeof min === 'number' ? min : -Infinity;
    const to = typeof max === 'number' ? max : Infinity;
    return this.drawn(index).filter(([x]) => x >= from && x <= to);
  }

  /** A range dragged on the chart in its selection mode: ApexCharts tells the page (its `selection` event), no draw. */
  select(min: number, max: number): void {
    this.w.config.chart?.events?.selection?.(this as never, { xaxis: { min, max } });
  }

  /**
   * A zoom of ApexCharts' own (its keyboard's + and -, a drag in its zoom mode): it draws the points it has in the new
   * x window, then tells the page (its `zoomed` event, from the options it draws with).
   */
  zoom(min: number, max: number): void {
    this.w.config = { ...this.w.config, xaxis: { ...this.w.config.xaxis, min, max } };
    this.draws += 1;
    this.w.config.chart?.events?.zoomed?.(this as never, { xaxis: { min, max } });
  }
}
