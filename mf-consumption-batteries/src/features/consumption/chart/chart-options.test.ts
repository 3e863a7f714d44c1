// The chart's numbers in the portal's locale (issue 43 item 8: the axis showed "1200.00" beside a table showing
// "1122,992"): the axis and the tooltip go through the shared formatter, as the table does.
import type { ApexYAxis } from 'apexcharts';
import { curveChartOptions, drawsEvery } from './chart-options';
import { toColumns } from './curve-columns';

const columns = toColumns([
  { date: '2026-10-01T00:00', activa: 1122.992, exportada: 0, reactiva: 0.5, period: 'P1' },
  { date: '2026-10-01T01:00', activa: 1200, exportada: 0, reactiva: 0.5, period: 'P2' },
]);
const labels = { active: 'Active', exported: 'Exported', reactive: 'Reactive', period: 'Period' };

function formatters(locale: string) {
  const options = curveChartOptions({ columns, labels, withPeriod: true, type: 'hourly', locale });
  const axis = (options.yaxis as ApexYAxis[])[0]?.labels?.formatter;
  const tooltip = options.tooltip?.y;
  const value = Array.isArray(tooltip) ? undefined : tooltip?.formatter;
  if (!axis || !value) throw new Error('no formatters');
  return {
    axis: (v: number) => axis(v),
    tooltip: (v: number) => value(v, { seriesIndex: 0 } as Parameters<typeof value>[1]),
  };
}

describe('curve chart numbers (customer-area §9; issue 43 item 8)', () => {
  it('writes the axis and the tooltip in Spanish as the table does', () => {
    const { axis, tooltip } = formatters('es-ES');
    expect(axis(1200)).toBe('1200,00');
    expect(axis(12000)).toBe('12.000,00');
    expect(tooltip(1122.992)).toBe('1122,992');
  });

  it('writes them in English with its separators', () => {
    const { axis, tooltip } = formatters('en-US');
    expect(axis(1200)).toBe('1,200.00');
    expect(tooltip(1122.992)).toBe('1,122.992');
  });
});

describe('a window of the chart (issue 47: one full draw per zoom)', () => {
  const hours = toColumns(
    Array.from({ length: 48 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 9, 1) + i * 3_600_000).toISOString().slice(0, 16),
      activa: i,
      exportada: 0,
      reactiva: 0,
      period: 'P6',
    })),
  );
  const at = (hour: number) => Date.UTC(2026, 9, 1) + hour * 3_600_000;

  it('draws a window from the points given for a wider one only when those were every point of it', () => {
    expect(drawsEvery(hours, { min: at(0), max: at(47) }, { min: at(10), max: at(20) })).toBe(true);
    // Downsampled: 48 points drawn as 10.
    expect(drawsEvery(hours, { min: at(0), max: at(47) }, { min: at(10), max: at(20) }, 10)).toBe(false);
    // Points outside the window given.
    expect(drawsEvery(hours, { min: at(12), max: at(47) }, { min: at(10), max: at(20) })).toBe(false);
  });

  it('lets a range dragged on the chart select it (the page draws it), its zoom kept for its keys', () => {
    const options = curveChartOptions({ columns, labels, withPeriod: true, type: 'hourly' });
    expect(options.chart).toMatchObject({
      zoom: { enabled: true, type: 'x' },
      selection: { enabled: true, type: 'x' },
      toolbar: { show: false, autoSelected: 'selection' },
    });
  });
});
