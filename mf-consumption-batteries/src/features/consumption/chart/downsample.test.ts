import { type CurveColumns, displayIndices, extremeIndices, lttbIndices, windowOf } from './downsample';

const QUARTER = 15 * 60 * 1000;
/** A year of quarter-hours (35,040 points) with a daily shape, noise and one spike and one dip. */
function year(): CurveColumns {
  const n = 35_040;
  const x = new Float64Array(n);
  const active = new Float64Array(n);
  const exported = new Float64Array(n);
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let i = 0; i < n; i += 1) {
    x[i] = Date.UTC(2025, 10, 1) + i * QUARTER;
    const hour = (i % 96) / 4;
    active[i] = Math.round((0.3 + 0.2 * Math.sin((hour / 24) * 2 * Math.PI) + random() * 0.1) * 1000) / 1000;
    exported[i] = hour > 10 && hour < 16 ? Math.round(random() * 500) / 1000 : 0;
  }
  active[20_000] = 4.321; // the year's peak
  exported[30_001] = 2.5;
  active[12_345] = 0.001; // its lowest reading
  return { x, series: [active, exported] };
}

describe('lttbIndices (LTTB, exact points only)', () => {
  it('keeps a window that fits whole', () => {
    const x = Float64Array.from([0, 1, 2, 3]);
    const y = Float64Array.from([1, 5, 2, 4]);
    expect(lttbIndices(x, y, 10)).toEqual([0, 1, 2, 3]);
    expect(lttbIndices(x, y, 4, 1, 3)).toEqual([1, 2]);
  });

  it('keeps the first and last points and at most `threshold` points, ascending', () => {
    const { x, series } = year();
    const picked = lttbIndices(x, series[0] as Float64Array, 1_000);
    expect(picked).toHaveLength(1_000);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(35_039);
    expect(picked.every((value, i) => i === 0 || value > (picked[i - 1] ?? -1))).toBe(true);
  });

  it('picks the spike of a flat line', () => {
    const x = Float64Array.from({ length: 100 }, (_, i) => i);
    const y = new Float64Array(100);
    y[57] = 9;
    expect(lttbIndices(x, y, 10)).toContain(57);
  });
});

describe('displayIndices (issue 10: downsampled for display, extremes kept)', () => {
  it("draws a year of quarter-hours with about 2,000 points and keeps each series' extremes", () => {
    const columns = year();
    const picked = displayIndices(columns, 2_000);
    expect(picked.length).toBeGreaterThanOrEqual(2_000);
    expect(picked.length).toBeLessThanOrEqual(2_004);
    // The peak, the lowest reading and the exported peak are all drawn.
    expect(picked).toEqual(expect.arrayContaining([20_000, 12_345, 30_001]));
    const drawn = (s: number) => picked.map((i) => columns.series[s]?.[i] ?? 0);
    expect(Math.max(...drawn(0))).toBe(4.321);
    expect(Math.min(...drawn(0))).toBe(0.001);
    expect(Math.max(...drawn(1))).toBe(2.5);
  });

  it('draws every exact 15-minute value of a zoomed window that fits', () => {
    const columns = year();
    const day = windowOf(columns.x, Date.UTC(2026, 0, 10), Date.UTC(2026, 0, 10, 23, 45));
    expect(day.to - day.from).toBe(96);
    const picked = displayIndices(columns, 2_000, day.from, day.to);
    expect(picked).toEqual(Array.from({ length: 96 }, (_, i) => day.from + i));
  });

  it('re-downsamples a zoomed window within it', () => {
    const columns = year();
    const month = windowOf(columns.x, Date.UTC(2026, 5, 1), Date.UTC(2026, 5, 30, 23, 45));
    const picked = displayIndices(columns, 500, month.from, month.to);
    expect(picked[0]).toBe(month.from);
    expect(picked.at(-1)).toBe(month.to - 1);
    expect(picked.every((i) => i >= month.from && i < month.to)).toBe(true);
  });
});

describe('extremeIndices and windowOf', () => {
  it('finds the minimum and maximum in a window', () => {
    const y = Float64Array.from([3, 1, 4, 1, 5, 9, 2, 6]);
    expect(extremeIndices(y)).toEqual([1, 5]);
    expect(extremeIndices(y, 6, 8)).toEqual([6, 7]);
    expect(extremeIndices(y, 3, 3)).toEqual([]);
  });

  it('gives the points of a closed x interval', () => {
    const x = Float64Array.from([10, 20, 30, 40]);
    expect(windowOf(x, 20, 30)).toEqual({ from: 1, to: 3 });
    expect(windowOf(x, 15, 100)).toEqual({ from: 1, to: 4 });
    expect(windowOf(x, 50, 60)).toEqual({ from: 4, to: 4 });
  });
});
