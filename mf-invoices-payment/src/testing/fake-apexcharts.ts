// A stand-in for ApexCharts in jsdom (no SVG layout there), under the real react-apexcharts (jest.config.mjs maps
// `apexcharts/core` to it): it records the options and series react-apexcharts gives it, writes the x axis' labels
// as ApexCharts writes them (text in its SVG), and fires its draw events, so a test checks what the chart shows.
import type { ApexOptions } from 'apexcharts';

const SVG = 'http://www.w3.org/2000/svg';

export class FakeApexCharts {
  static instances: FakeApexCharts[] = [];
  /** What ApexCharts keeps of its first options (react-apexcharts reads `opts.chart.height`). */
  readonly opts: ApexOptions;
  /** What ApexCharts keeps as its current configuration (react-apexcharts compares `w.config.series`). */
  readonly w: { config: ApexOptions };
  /** Every draw: the first and each update react-apexcharts asked for. */
  draws = 0;
  destroyed = false;

  constructor(
    readonly element: HTMLElement,
    options: ApexOptions,
  ) {
    this.opts = options;
    this.w = { config: options };
    FakeApexCharts.instances.push(this);
  }

  render(): Promise<this> {
    this.draw();
    this.w.config.chart?.events?.mounted?.(this as never, undefined);
    return Promise.resolve(this);
  }

  updateOptions(options: ApexOptions): Promise<this> {
    this.w.config = { ...this.w.config, ...options };
    this.draw();
    this.w.config.chart?.events?.updated?.(this as never, undefined);
    return Promise.resolve(this);
  }

  updateSeries(series: ApexOptions['series']): Promise<this> {
    return this.updateOptions({ series });
  }

  destroy(): void {
    this.destroyed = true;
    this.element.replaceChildren();
  }

  /** jsdom lays nothing out: no chart area to measure. */
  getChartArea(): Element | null {
    return null;
  }

  /** The bars drawn: one per month and series with a value. */
  bars(): number {
    const series = (this.w.config.series ?? []) as { data: number[] }[];
    return series.reduce((count, one) => count + one.data.filter((value) => value !== 0).length, 0);
  }

  private draw(): void {
    this.draws += 1;
    const svg = document.createElementNS(SVG, 'svg');
    const categories = (this.w.config.xaxis?.categories ?? []) as string[];
    for (const category of categories.filter(Boolean)) {
      const text = document.createElementNS(SVG, 'text');
      text.textContent = category;
      svg.append(text);
    }
    this.element.replaceChildren(svg);
  }
}
