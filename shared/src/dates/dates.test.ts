import { DateTime, Settings } from 'luxon';
import { expectVerdicts } from '@portal/shared/testing';
import {
  formatDate,
  formatDateTime,
  formatHourPeriod,
  formatMonth,
  formatMonthPeriod,
  formatPeriod,
  formatWallDateTime,
  isApiDate,
  parseApiDate,
  parseApiMinute,
  portalCalendar,
  PORTAL_TIME_ZONE,
  shiftApiDate,
  startOfApiMonth,
  toApiDate,
  todayApiDate,
} from './dates';

// Issue 45 item 2: "time zones (Europe/Madrid for every date the API gives)". The browser's own zone must not change
// what the portal shows: each case runs with luxon's default zone set to UTC, to Madrid and to the other side of the
// world.
const BROWSER_ZONES = ['UTC', 'Europe/Madrid', 'America/Los_Angeles', 'Pacific/Auckland'];

describe.each(BROWSER_ZONES)('dates the API gives, read in Europe/Madrid (browser in %s)', (zone) => {
  const systemZone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = zone;
  });
  afterAll(() => {
    Settings.defaultZone = systemZone;
  });

  it('shows an instant near midnight UTC on its day in Madrid', () => {
    // Winter (UTC+1): 23:30 UTC on New Year's Eve is already New Year's Day in Madrid.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
    expect(toApiDate('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    expect(formatDateTime('2024-12-31T23:30:00Z')).toBe('01/01/2025 00:30');
    expect(formatDate('2024-12-31T22:59:59Z')).toBe('31/12/2024');
    // Summer (UTC+2): 22:30 UTC is 00:30 of the next day.
    expect(formatDateTime('2024-06-30T22:30:00.000Z')).toBe('01/07/2024 00:30');
    expect(formatDateTime('2024-06-30T21:59:00Z')).toBe('30/06/2024 23:59');
    // An instant with another offset, converted.
    expect(formatDateTime('2024-01-01T00:30:00+05:00')).toBe('31/12/2023 20:30');
  });

  it('shows a plain day and a wall time without an offset as written', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(toApiDate('2024-03-05')).toBe('2024-03-05');
    expect(formatDateTime('2026-11-28T23:45')).toBe('28/11/2026 23:45');
    expect(parseApiDate('2026-11-28T23:45')?.zoneName).toBe(PORTAL_TIME_ZONE);
  });

  it('reads the days of the spring DST change (29/03/2026, 02:00 → 03:00) in Madrid', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(formatDateTime('2026-03-28T23:30:00Z')).toBe('29/03/2026 00:30');
    // The day has 23 hours: the next midnight is 23 hours after this one.
    const day = parseApiDate('2026-03-29');
    expect(day?.plus({ days: 1 }).diff(day, 'hours').hours).toBe(23);
    // A field's minute that the change skips does not exist in Madrid.
    expect(parseApiMinute('2026-03-29T02:15')).toBeUndefined();
    expect(parseApiMinute('2026-03-29T03:15')?.toISO()).toBe('2026-03-29T03:15:00.000+02:00');
    // A curve's label of a calendar without DST shifts is shown as written.
    expect(formatWallDateTime('2026-03-29T02:15')).toBe('29/03/2026 02:15');
    expect(formatWallDateTime('2026-10-25T02:30')).toBe('25/10/2026 02:30');
    expect(formatWallDateTime('2026-10-25T24:30')).toBe('');
  });

  it('reads the days of the autumn DST change (25/10/2026, 03:00 → 02:00) in Madrid', () => {
    // 02:30 happens twice: at 00:30 UTC (summer time) and at 01:30 UTC (winter time).
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatDateTime('2026-10-24T22:00:00Z')).toBe('25/10/2026 00:00');
    expect(formatDateTime('2026-10-25T23:00:00Z')).toBe('26/10/2026 00:00');
    const day = parseApiDate('2026-10-25');
    expect(day?.plus({ days: 1 }).diff(day, 'hours').hours).toBe(25);
    expect(shiftApiDate('2026-10-25', { days: 1 })).toBe('2026-10-26');
    expect(shiftApiDate('2026-03-29', { days: -1 })).toBe('2026-03-28');
  });

  it("gives today's date in Madrid, whatever the browser's zone", () => {
    // 23:30 UTC on 31 December: already 1 January in Madrid.
    const lateInUtc = DateTime.fromISO('2025-12-31T23:30:00Z');
    expect(todayApiDate(lateInUtc)).toBe('2026-01-01');
    expect(todayApiDate(lateInUtc.toJSDate())).toBe('2026-01-01');
    expect(portalCalendar(lateInUtc)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(todayApiDate(DateTime.fromISO('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayApiDate(DateTime.fromISO('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('API days, months and periods', () => {
  it('takes only a real YYYY-MM-DD day as an API day', () => {
    expectVerdicts(isApiDate, {
      accepts: ['2024-02-29'],
      refuses: ['2025-02-29', '2025-13-01', '2024-3-05', '20240305', '05/03/2024', ' 2024-03-05', ''],
    });
  });

  // Issue 47 item 1: a form's check of its days (the comparator's Compare checks four) built Madrid's Intl formatters
  // and parsed a luxon format, most of the click's handler at the budgets' CPU. A day has no time: no zone moves it.
  it('checks and reads a day without building a time zone formatter', () => {
    Settings.resetCaches();
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isApiDate('2026-09-01')).toBe(true);
      expect(isApiDate('2026-02-29')).toBe(false);
      expect(shiftApiDate('2026-03-28', { days: 1 })).toBe('2026-03-29');
      expect(startOfApiMonth('2026-10-25')).toBe('2026-10-01');
      const zones = formatter.mock.calls.map(([, options]) => options?.timeZone).filter(Boolean);
      expect(zones).toEqual([]);
    } finally {
      formatter.mockRestore();
    }
  });

  it('reads a field minute YYYY-MM-DDTHH:mm, not 24:00', () => {
    expect(parseApiMinute('2026-10-05T13:45')?.minute).toBe(45);
    expect(parseApiMinute('2026-10-05T24:00')).toBeUndefined();
    expect(parseApiMinute('2026-10-05T12:60')).toBeUndefined();
    expect(parseApiMinute('2026-10-05')).toBeUndefined();
  });

  it('moves days and months by the calendar (luxon Duration)', () => {
    expect(shiftApiDate('2026-10-31', { days: -6 })).toBe('2026-10-25');
    expect(shiftApiDate('2026-10-01', { months: -11 })).toBe('2025-11-01');
    expect(shiftApiDate('2024-03-31', { months: -1 })).toBe('2024-02-29');
    expect(shiftApiDate('not a day', { days: 1 })).toBe('');
    expect(startOfApiMonth('2026-10-31')).toBe('2026-10-01');
    expect(startOfApiMonth('2026-10')).toBe('');
  });

  it('shows a month as MM/YYYY', () => {
    expect(formatMonth('2026-10')).toBe('10/2026');
    expect(formatMonth('2026-13')).toBe('');
  });

  it('shows a period DD/MM/YYYY – DD/MM/YYYY (luxon Interval)', () => {
    expect(formatPeriod('2024-01-01', '2024-01-31')).toBe('01/01/2024 – 31/01/2024');
    expect(formatPeriod('2024-01-31', '2024-01-31')).toBe('31/01/2024 – 31/01/2024');
    // An end before the start, or an edge that is no date, shows each edge as formatDate does.
    expect(formatPeriod('2024-02-01', '2024-01-31')).toBe('01/02/2024 – 31/01/2024');
    expect(formatPeriod(undefined, '2024-01-31')).toBe(' – 31/01/2024');
  });

  it('shows months and hours of a day as periods', () => {
    expect(formatMonthPeriod({ year: 2026, month: 1 }, { year: 2026, month: 6 })).toBe('01/2026 – 06/2026');
    expect(formatHourPeriod(8, 14)).toBe('08:00 – 14:00');
    expect(formatHourPeriod(0, 24)).toBe('00:00 – 24:00');
  });
});

describe('a page of rows that repeat their dates (issue 47 item 3)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads each API string with luxon once, however many rows show it', () => {
    const read = jest.spyOn(DateTime, 'fromISO');
    // A company's hundred invoices of one month: one date and one period on every row.
    const rows = Array.from({ length: 100 }, () => ({
      date: '2031-07-01',
      start: '2031-06-01',
      end: '2031-06-30',
    }));
    const shown = rows.map((row) => [formatDate(row.date), formatPeriod(row.start, row.end)]);
    expect(shown[99]).toEqual(['01/07/2031', '01/06/2031 – 30/06/2031']);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
