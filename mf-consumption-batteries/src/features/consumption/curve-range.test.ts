import type { ConsumptionPoint } from '@portal/shared/api-types';
import { curveTotals, defaultRange, formatPointDate, rangeFor, rangeProblems } from './curve-range';

const point = (activa: number, exportada = 0, reactiva = 0): ConsumptionPoint => ({
  date: '2026-10-01T00:00',
  activa,
  exportada,
  reactiva,
  period: 'P6',
});

describe('rangeProblems (customer-area §5 "Consumption date pickers")', () => {
  it('"start may not be after end"', () => {
    expect(rangeProblems('daily', { start: '2026-10-02', end: '2026-10-01' })).toEqual({ start: 'afterEnd' });
    expect(rangeProblems('daily', { start: '2026-10-01', end: '2026-10-01' })).toEqual({});
    expect(rangeProblems('quarter-hourly', { start: '2026-10-01T10:15', end: '2026-10-01T10:00' })).toEqual({
      start: 'afterEnd',
    });
  });

  it('"invalid date shows an error"', () => {
    expect(rangeProblems('monthly', { start: '2026-02-30', end: '' })).toEqual({
      start: 'invalid',
      end: 'invalid',
    });
    expect(rangeProblems('hourly', { start: '01/10/2026', end: '2026-10-31' })).toEqual({ start: 'invalid' });
    expect(rangeProblems('quarter-hourly', { start: '2026-10-01', end: '2026-10-01T24:00' })).toEqual({
      start: 'invalid',
      end: 'invalid',
    });
  });

  it('refuses a minute that Madrid does not have (the spring DST change, 29/03/2026 02:00 → 03:00)', () => {
    expect(rangeProblems('quarter-hourly', { start: '2026-03-29T02:15', end: '2026-03-29T23:45' })).toEqual({
      start: 'invalid',
    });
    expect(rangeProblems('quarter-hourly', { start: '2026-03-29T03:00', end: '2026-03-29T23:45' })).toEqual(
      {},
    );
  });

  it('"minute step 15 for quarter-hourly"', () => {
    expect(rangeProblems('quarter-hourly', { start: '2026-10-01T10:10', end: '2026-10-01T23:45' })).toEqual({
      start: 'notQuarter',
    });
    expect(rangeProblems('quarter-hourly', { start: '2026-10-01T10:45', end: '2026-10-01T23:45' })).toEqual(
      {},
    );
  });
});

describe('defaultRange (up to the last day of the previous month)', () => {
  const today = new Date(2026, 10, 23);
  it('twelve months, a month of days, a week of hours, a day of quarter-hours', () => {
    expect(defaultRange('monthly', today)).toEqual({ start: '2025-11-01', end: '2026-10-31' });
    expect(defaultRange('daily', today)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(defaultRange('hourly', today)).toEqual({ start: '2026-10-25', end: '2026-10-31' });
    expect(defaultRange('quarter-hourly', today)).toEqual({
      start: '2026-10-31T00:00',
      end: '2026-10-31T23:45',
    });
  });

  it('crosses a year in January', () => {
    expect(defaultRange('daily', new Date(2027, 0, 5))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  // Issue 45 item 2: "today" is Madrid's: 23:30 UTC on 31 October is 1 November there.
  it("starts from today in Madrid, whatever the browser's zone", () => {
    const novemberInMadrid = new Date(Date.UTC(2026, 9, 31, 23, 30));
    expect(defaultRange('daily', novemberInMadrid)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(defaultRange('hourly', new Date(Date.UTC(2026, 2, 31, 22, 30)))).toEqual({
      start: '2026-03-25',
      end: '2026-03-31',
    });
  });
});

describe('rangeFor', () => {
  it('keeps the days and adds or drops the time of day', () => {
    expect(rangeFor('quarter-hourly', { start: '2026-10-01', end: '2026-10-02' })).toEqual({
      start: '2026-10-01T00:00',
      end: '2026-10-02T23:45',
    });
    expect(rangeFor('daily', { start: '2026-10-01T10:00', end: '2026-10-02T11:00' })).toEqual({
      start: '2026-10-01',
      end: '2026-10-02',
    });
  });
});

describe('curveTotals', () => {
  it('adds 3-decimal energies exactly (no float drift)', () => {
    const points = Array.from({ length: 35_040 }, () => point(0.1, 0.2, 0.003));
    expect(curveTotals(points)).toEqual({ activa: 3504, exportada: 7008, reactiva: 105.12 });
  });

  it('is zero for an empty curve', () => {
    expect(curveTotals([])).toEqual({ activa: 0, exportada: 0, reactiva: 0 });
  });
});

describe('formatPointDate (dates shown DD/MM/YYYY, customer-area §9)', () => {
  it('reads the API dates of each curve type', () => {
    expect(formatPointDate('2026-10')).toBe('10/2026');
    expect(formatPointDate('2026-10-05')).toBe('05/10/2026');
    expect(formatPointDate('2026-10-05T13:45')).toBe('05/10/2026 13:45');
    // The points' calendar has no DST shifts (96 quarters a day): a label is shown as written.
    expect(formatPointDate('2026-03-29T02:15')).toBe('29/03/2026 02:15');
    expect(formatPointDate('2026-10-25T02:30')).toBe('25/10/2026 02:30');
    expect(formatPointDate('not a date')).toBe('not a date');
  });
});
