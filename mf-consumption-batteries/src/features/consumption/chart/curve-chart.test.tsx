import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { chartColors } from '@portal/shared/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { curvePoints } from '../../../testing/consumption';
import { FakeApexCharts } from '../../../testing/fake-apexcharts';
import { CurveChart } from './curve-chart';
import { DISPLAY_POINTS } from './chart-options';
import { pointTime } from './curve-columns';

beforeEach(() => {
  resetPortalState();
  FakeApexCharts.instances = [];
});

/** A year of quarter-hours (35,040 points), 0.25 kWh each but one peak of 9.999 kWh. */
function yearCurve() {
  const items = Array.from({ length: 35_040 }, (_, i) => {
    const ms = Date.UTC(2025, 10, 1) + i * 15 * 60_000;
    return {
      date: new Date(ms).toISOString().slice(0, 16),
      activa: i === 20_000 ? 9.999 : 0.25 + (i % 7) / 1000,
      exportada: 0,
      reactiva: 0.01,
      period: 'P6',
    };
  });
  return {
    contract: { id: 1, name: '0010001' },
    type: 'quarter-hourly' as const,
    start: '2025-11-01T00:00',
    end: '2026-10-31T23:45',
    unit: 'kWh' as const,
    items,
  };
}

const chart = async () => {
  await waitFor(() => expect(FakeApexCharts.instances).toHaveLength(1));
  return FakeApexCharts.instances[0] as FakeApexCharts;
};

describe('CurveChart (issue 10: a year of quarter-hourly data, downsampled for display)', () => {
  it('gives ApexCharts about 1,000 exact points of a year, with the peak, and the four series', async () => {
    const curve = yearCurve();
    renderWithProviders(<CurveChart curve={curve} />);
    const drawn = await chart();
    const series = drawn.options.series as { name: string; data: [number, number][] }[];
    expect(series.map((s) => s.name)).toEqual([
      'Active (kWh)',
      'Exported (kWh)',
      'Reactive (kVArh)',
      'Period',
    ]);
    const active = drawn.drawn(0);
    expect(active.length).toBeGreaterThanOrEqual(DISPLAY_POINTS);
    expect(active.length).toBeLessThanOrEqual(DISPLAY_POINTS + 8);
    // Real readings only, the year's peak among them.
    expect(active).toContainEqual([pointTime(curve.items[20_000]?.date ?? ''), 9.999]);
    const byTime = new Map(curve.items.map((p) => [pointTime(p.date), p.activa]));
    expect(active.every(([x, y]) => byTime.get(x) === y)).toBe(true);
    expect(
      screen.getByText(
        'Chart of the consumption from 01/11/2025 00:00 to 31/10/2026 23:45. The table below lists every value.',
      ),
    ).toBeInTheDocument();
  });

  it('re-downsamples the zoomed window: every exact 15-minute value of a day', async () => {
    const curve = yearCurve();
    renderWithProviders(<CurveChart curve={curve} />);
    const drawn = await chart();
    const min = Date.UTC(2026, 0, 10);
    const max = Date.UTC(2026, 0, 10, 23, 45);
    act(() => drawn.zoom(min, max));
    const day = drawn.drawn(0);
    expect(day).toHaveLength(96);
    expect(day[0]).toEqual([min, curve.items.find((p) => p.date === '2026-01-10T00:00')?.activa]);
    expect(drawn.updates.at(-1)?.xaxis).toMatchObject({ min, max });
    expect(
      await screen.findByText(
        'Chart of the consumption from 10/01/2026 00:00 to 10/01/2026 23:45. The table below lists every value.',
      ),
    ).toBeInTheDocument();
  });

  it('zooms and pans by keyboard with its buttons, and shows the whole range again', async () => {
    const { user, container } = renderWithProviders(<CurveChart curve={yearCurve()} />);
    const drawn = await chart();
    // What the end-to-end test waits for.
    const element = container.querySelector('[data-chart-state]');
    await waitFor(() => expect(element).toHaveAttribute('data-chart-state', 'ready'));
    expect(element).toHaveAttribute('data-points-total', '35040');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    await waitFor(() => expect(zoomIn).toBeEnabled());
    for (let i = 0; i < 6; i += 1) await user.click(zoomIn);
    // A year / 64 is under six days: 546 quarter-hours, all drawn.
    expect(drawn.drawn(0).length).toBeLessThan(DISPLAY_POINTS);
    const windowBefore = drawn.updates.at(-1)?.xaxis;
    await user.click(screen.getByRole('button', { name: 'Earlier' }));
    const windowAfter = drawn.updates.at(-1)?.xaxis;
    expect((windowAfter?.min as number) < (windowBefore?.min as number)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show the whole range' }));
    expect(drawn.drawn(0).length).toBeGreaterThanOrEqual(DISPLAY_POINTS);
    expect(screen.getByRole('button', { name: 'Show the whole range' })).toBeDisabled();
  });

  it('is one chart of react-apexcharts: a window updates it, a render of the page draws nothing', async () => {
    const curve = yearCurve();
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>Render again ({renders})</button>
          <CurveChart curve={curve} />
        </>
      );
    }
    const { user, container } = renderWithProviders(<Page />);
    const drawn = await chart();
    await waitFor(() =>
      expect(container.querySelector('[data-chart-state]')).toHaveAttribute('data-chart-state', 'ready'),
    );
    // react-apexcharts' own element, inside the box that keeps the chart's place, at the chart's height.
    expect(drawn.element.parentElement).toHaveAttribute('data-chart-state', 'ready');
    expect(drawn.opts.chart).toMatchObject({ type: 'line', height: 320 });
    await user.click(screen.getByRole('button', { name: 'Render again (0)' }));
    expect(screen.getByRole('button', { name: 'Render again (1)' })).toBeInTheDocument();
    expect(drawn.updates).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(FakeApexCharts.instances).toHaveLength(1);
    expect(drawn.updates).toHaveLength(1);
  });

  // Issue 44 item 3: charts use the brand's colours through the shared theme.
  it('draws its series in the brand’s colours (lite: its primary first)', async () => {
    settingsStore.getState().setPublic({ 'theme.primary': '#1b3a4b', 'theme.secondary': '#f4a261' });
    renderWithProviders(<CurveChart curve={yearCurve()} />);
    const drawn = await chart();
    const colors = drawn.options.colors as string[];
    expect(colors.slice(0, 2)).toEqual(chartColors({ primary: '#1b3a4b', secondary: '#f4a261' }).slice(0, 2));
    expect(colors[0]).toBe('#1b3a4b');
  });

  it('has no period series for daily points', async () => {
    renderWithProviders(
      <CurveChart
        curve={{
          contract: { id: 1, name: '0010001' },
          type: 'daily',
          start: '2026-10-01',
          end: '2026-10-28',
          unit: 'kWh',
          items: curvePoints('daily', 28),
        }}
      />,
    );
    const drawn = await chart();
    expect((drawn.options.series as unknown[]).length).toBe(3);
    expect(drawn.drawn(0)).toHaveLength(28);
  });
});
