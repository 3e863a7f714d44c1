import { settingsStore } from '@portal/shared/settings';
import { holdPaint, renderWithProviders, resetPortalState } from '@portal/shared/testing';
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

/** A week of hours (168 points, drawn whole), from 25/10/2026: each hour's value its own. */
function weekCurve() {
  const items = Array.from({ length: 168 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 25) + i * 3_600_000).toISOString().slice(0, 16),
    activa: 0.1 + i / 1000,
    exportada: 0,
    reactiva: 0.01,
    period: 'P6',
  }));
  return {
    contract: { id: 1, name: '0010001' },
    type: 'hourly' as const,
    start: '2026-10-25',
    end: '2026-10-31',
    unit: 'kWh' as const,
    items,
  };
}

/** The frame after an interaction painted, and the task queued from it. */
async function afterPaint(paint: ReturnType<typeof holdPaint>) {
  paint.paint();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
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

  it('draws a range dragged on it once, after the drag’s paint: every exact 15-minute value of a day', async () => {
    const curve = yearCurve();
    const paint = holdPaint();
    try {
      renderWithProviders(<CurveChart curve={curve} />);
      const drawn = await chart();
      const min = Date.UTC(2026, 0, 10);
      const max = Date.UTC(2026, 0, 10, 23, 45);
      act(() => drawn.select(min, max));
      // The drag's frame: the caption says the range at once; the chart is not drawn in it (issue 47: a full draw is
      // most of an interaction).
      expect(
        await screen.findByText(
          'Chart of the consumption from 10/01/2026 00:00 to 10/01/2026 23:45. The table below lists every value.',
        ),
      ).toBeInTheDocument();
      expect(drawn.draws).toBe(1);
      expect(drawn.element.parentElement).toHaveAttribute('aria-busy', 'true');
      await afterPaint(paint);
      // Then one draw, with the day's own points.
      expect(drawn.element.parentElement).not.toHaveAttribute('aria-busy');
      expect(drawn.draws).toBe(2);
      expect(drawn.updates).toHaveLength(1);
      const day = drawn.drawn(0);
      expect(day).toHaveLength(96);
      expect(day[0]).toEqual([min, curve.items.find((p) => p.date === '2026-01-10T00:00')?.activa]);
      expect(drawn.updates.at(-1)?.xaxis).toMatchObject({ min, max });
    } finally {
      paint.restore();
    }
  });

  it('draws a zoom of its own once when it had every point of it (issue 47: one full draw per zoom)', async () => {
    const curve = weekCurve();
    const paint = holdPaint();
    try {
      renderWithProviders(<CurveChart curve={curve} />);
      const drawn = await chart();
      const min = Date.UTC(2026, 9, 27);
      const max = Date.UTC(2026, 9, 27, 23);
      act(() => drawn.zoom(min, max));
      expect(
        await screen.findByText(
          'Chart of the consumption from 27/10/2026 00:00 to 27/10/2026 23:00. The table below lists every value.',
        ),
      ).toBeInTheDocument();
      await afterPaint(paint);
      // Its first draw and the zoom's, ApexCharts' own: no update draws that day again.
      expect(drawn.draws).toBe(2);
      expect(drawn.updates).toHaveLength(0);
      // Every exact hourly value of the day.
      const byTime = new Map(curve.items.map((p) => [pointTime(p.date), p.activa]));
      const day = drawn.shown(0);
      expect(day).toHaveLength(24);
      expect(day.every(([x, y]) => byTime.get(x) === y)).toBe(true);
    } finally {
      paint.restore();
    }
  });

  it('gives a zoom of its own the window’s own points after its paint when it had fewer', async () => {
    const curve = yearCurve();
    const paint = holdPaint();
    try {
      renderWithProviders(<CurveChart curve={curve} />);
      const drawn = await chart();
      const min = Date.UTC(2026, 0, 10);
      const max = Date.UTC(2026, 0, 10, 23, 45);
      act(() => drawn.zoom(min, max));
      expect(
        await screen.findByText(
          'Chart of the consumption from 10/01/2026 00:00 to 10/01/2026 23:45. The table below lists every value.',
        ),
      ).toBeInTheDocument();
      expect(drawn.updates).toHaveLength(0);
      await afterPaint(paint);
      expect(drawn.updates).toHaveLength(1);
      expect(drawn.drawn(0)).toHaveLength(96);
      expect(drawn.updates.at(-1)?.xaxis).toMatchObject({ min, max });
    } finally {
      paint.restore();
    }
  });

  it('keeps a zoom of its own when its options change, and shows the whole range again', async () => {
    const { user } = renderWithProviders(<CurveChart curve={weekCurve()} />);
    const drawn = await chart();
    const min = Date.UTC(2026, 9, 27);
    const max = Date.UTC(2026, 9, 27, 23);
    act(() => drawn.zoom(min, max));
    const whole = screen.getByRole('button', { name: 'Show the whole range' });
    await waitFor(() => expect(whole).toBeEnabled());
    // The brand's colours arrive: the chart is given them with the window it shows, not the one it was given.
    act(() =>
      settingsStore.getState().setPublic({ 'theme.primary': '#1b3a4b', 'theme.secondary': '#f4a261' }),
    );
    await waitFor(() => expect(drawn.updates.at(-1)?.colors).toContain('#1b3a4b'));
    expect(drawn.updates.at(-1)?.xaxis).toMatchObject({ min, max });
    const updates = drawn.updates.length;
    await user.click(whole);
    await waitFor(() => expect(drawn.updates).toHaveLength(updates + 1));
    expect(drawn.updates.at(-1)?.xaxis).toMatchObject({
      min: pointTime('2026-10-25T00:00'),
      max: pointTime('2026-10-31T23:00'),
    });
    expect(drawn.shown(0)).toHaveLength(168);
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
    // A year / 64 is under six days: 546 quarter-hours, all drawn (after the click's paint).
    await waitFor(() => expect(drawn.drawn(0).length).toBeLessThan(DISPLAY_POINTS));
    const windowBefore = drawn.updates.at(-1)?.xaxis;
    await user.click(screen.getByRole('button', { name: 'Earlier' }));
    await waitFor(() => expect(drawn.updates.at(-1)?.xaxis).not.toEqual(windowBefore));
    const windowAfter = drawn.updates.at(-1)?.xaxis;
    expect((windowAfter?.min as number) < (windowBefore?.min as number)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show the whole range' }));
    await waitFor(() => expect(drawn.drawn(0).length).toBeGreaterThanOrEqual(DISPLAY_POINTS));
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
    await waitFor(() => expect(drawn.updates).toHaveLength(1));
    expect(FakeApexCharts.instances).toHaveLength(1);
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
