import { periodNumber, pointTime, toColumns } from './curve-columns';

describe("pointTime (the API's local times without DST shifts, read as UTC)", () => {
  it.each([
    ['2026-03', Date.UTC(2026, 2, 1)],
    ['2026-03-29', Date.UTC(2026, 2, 29)],
    // The night the clocks go forward still has its 02:00 quarter-hours.
    ['2026-03-29T02:15', Date.UTC(2026, 2, 29, 2, 15)],
  ])('%s', (date, ms) => {
    expect(pointTime(date)).toBe(ms);
  });

  it('is not a number for anything else', () => {
    expect(pointTime('29/03/2026')).toBeNaN();
  });
});

describe('toColumns', () => {
  it('puts the points in typed columns, the period as its number', () => {
    const columns = toColumns([
      { date: '2026-10-01T00:00', activa: 0.25, exportada: 0, reactiva: 0.01, period: 'P6' },
      { date: '2026-10-01T00:15', activa: 0.5, exportada: 0.125, reactiva: 0.02, period: 'P1' },
    ]);
    expect([...columns.x]).toEqual([Date.UTC(2026, 9, 1), Date.UTC(2026, 9, 1, 0, 15)]);
    expect(columns.series.map((s) => [...s])).toEqual([
      [0.25, 0.5],
      [0, 0.125],
      [0.01, 0.02],
    ]);
    expect([...columns.period]).toEqual([6, 1]);
    expect(periodNumber('total')).toBe(0);
  });
});
