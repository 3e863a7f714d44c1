// Dates, through luxon and only here (issue 45 item 2): what the API gives is read in the portal's time zone
// (Europe/Madrid), shown DD/MM/YYYY (customer-area §9 "dates shown DD/MM/YYYY and sent YYYY-MM-DD") and sent
// YYYY-MM-DD; periods through luxon's Interval, times of day through its Duration, calendar arithmetic through
// DateTime. luxon is a Module Federation singleton (shared/build/shared-deps.mjs): the shell provides one copy.
import { DateTime, Duration, Interval, type DurationLikeObject } from 'luxon';

/** The zone of every date and time the API gives, and of the portal's "today". */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

const SHOWN_DAY = 'dd/MM/yyyy';
const SHOWN_DAY_TIME = 'dd/MM/yyyy HH:mm';
const SHOWN_MONTH = 'MM/yyyy';
const API_DAY = 'yyyy-MM-dd';
const API_MONTH = 'yyyy-MM';
const API_MINUTE = "yyyy-MM-dd'T'HH:mm";
const PERIOD_SEPARATOR = ' – ';

/** A date object that can give its JavaScript `Date` (a luxon `DateTime` is one). */
export interface DateLike {
  readonly isValid: boolean;
  toJSDate(): Date;
}

/** What the formatters take: an API string, a JavaScript `Date` (read by its local day) or a luxon `DateTime`. */
export type DateInput = string | Date | DateTime | DateLike;

// The ISO 8601 forms the API sends: a calendar date (extended or basic, reduced to a year or a month), with or without
// a time and an offset. luxon also reads week dates, ordinal dates, six-digit years and bracketed IANA zones, which
// the API never sends: those are no date. This only picks the form; luxon reads it.
const CALENDAR_DATE_FORM = /^\d{4}(?:-?\d\d){0,2}(?![\d-])[^[]*$/;

/**
 * An ISO date or date-time from the API, in Europe/Madrid: a time without an offset is Madrid's wall time, an instant
 * (`Z` or an offset) is converted to Madrid's time. Undefined for no date.
 */
export function parseApiDate(value: string): DateTime | undefined {
  if (!CALENDAR_DATE_FORM.test(value)) return undefined;
  const date = DateTime.fromISO(value, { zone: PORTAL_TIME_ZONE });
  return date.isValid ? date : undefined;
}

/** Reads `value` with a luxon format, exactly: what luxon would move (24:00, an hour a DST change skips) is no date. */
function exactly(value: string, format: string): DateTime | undefined {
  const date = DateTime.fromFormat(value, format, { zone: PORTAL_TIME_ZONE });
  return date.isValid && date.toFormat(format) === value ? date : undefined;
}

function toDateTime(value: DateInput): DateTime | undefined {
  if (typeof value === 'string') return parseApiDate(value);
  if (DateTime.isDateTime(value)) return value.isValid ? value : undefined;
  if (!(value instanceof Date) && !value.isValid) return undefined;
  const date = DateTime.fromJSDate(value instanceof Date ? value : value.toJSDate());
  return date.isValid ? date : undefined;
}

/**
 * What the API's strings are shown as, by the string: a list's page repeats a few dates over its rows (a company's
 * hundred invoices of one month share their date and period), and luxon's reading and writing of one cost a phone's
 * CPU about a millisecond (issue 47 item 3). Strings only, in the portal's one zone; emptied when it grows large.
 */
const shownStrings = new Map<string, string>();
const SHOWN_STRINGS_KEPT = 2000;

function shownOnce(key: string, show: () => string): string {
  let shown = shownStrings.get(key);
  if (shown === undefined) {
    if (shownStrings.size >= SHOWN_STRINGS_KEPT) shownStrings.clear();
    shown = show();
    shownStrings.set(key, shown);
  }
  return shown;
}

/** DD/MM/YYYY, or '' for an invalid or empty date. */
export function formatDate(value: DateInput | undefined | null): string {
  if (!value) return '';
  const show = () => toDateTime(value)?.toFormat(SHOWN_DAY) ?? '';
  return typeof value === 'string' ? shownOnce(`day ${value}`, show) : show();
}

/**
 * DD/MM/YYYY HH:mm on a 24-hour clock, in every locale (customer-area §9 "dates shown DD/MM/YYYY"; the consumption
 * curve's times read the same), Madrid's time for the API's instants; '' for an invalid or empty value.
 */
export function formatDateTime(value: DateInput | undefined | null): string {
  if (!value) return '';
  return toDateTime(value)?.toFormat(SHOWN_DAY_TIME) ?? '';
}

/**
 * DD/MM/YYYY HH:mm of a label's wall time, as written, in a calendar without DST shifts (the consumption curves'
 * points: 96 quarters every day, 02:15 on the spring change's day too); '' for no date.
 */
export function formatWallDateTime(value: string): string {
  if (!CALENDAR_DATE_FORM.test(value)) return '';
  const date = DateTime.fromISO(value, { zone: 'UTC', setZone: true });
  return date.isValid ? date.toFormat(SHOWN_DAY_TIME) : '';
}

/** YYYY-MM-DD for the API, or undefined for an invalid or empty date. */
export function toApiDate(value: DateInput | undefined | null): string | undefined {
  if (!value) return undefined;
  return toDateTime(value)?.toISODate() ?? undefined;
}

const API_DAY_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN_DAY_FORM = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A calendar day that exists, read by luxon in UTC. A day has no time of day, so no zone can move it (Madrid changes
 * its clocks at 02:00, never at midnight), and reading it in UTC needs none of a zone's Intl formatters nor a format's
 * parser: read in Madrid through `fromFormat`, the four days of the comparator's Compare were most of the click's
 * handler at the budgets' CPU (issue 47 item 1).
 */
function calendarDay(year: string, month: string, day: string): DateTime | undefined {
  if (!year) return undefined;
  const date = DateTime.utc(Number(year), Number(month), Number(day));
  return date.isValid ? date : undefined;
}

/** Parses a DD/MM/YYYY input into YYYY-MM-DD, or undefined. */
export function parseDisplayDate(value: string): string | undefined {
  const [, day = '', month = '', year = ''] = SHOWN_DAY_FORM.exec(value.trim()) ?? [];
  return calendarDay(year, month, day)?.toISODate() ?? undefined;
}

/** An API day (YYYY-MM-DD, a day that exists) as a luxon date, or undefined. */
function apiDay(value: string): DateTime | undefined {
  const [, year = '', month = '', day = ''] = API_DAY_FORM.exec(value) ?? [];
  return calendarDay(year, month, day);
}

/** Whether `value` is a day as the API takes it: YYYY-MM-DD, a day that exists. */
export function isApiDate(value: string): boolean {
  return apiDay(value) !== undefined;
}

/**
 * A minute as a date-time field gives it (YYYY-MM-DDTHH:mm) in Madrid's time, or undefined: also for 24:00 and for
 * the wall times the spring change skips (02:00 to 02:59 on its day), which Madrid does not have.
 */
export function parseApiMinute(value: string): DateTime | undefined {
  return exactly(value, API_MINUTE);
}

/** MM/YYYY of an API month (YYYY-MM), or '' for none. */
export function formatMonth(value: string): string {
  return exactly(value, API_MONTH)?.toFormat(SHOWN_MONTH) ?? '';
}

function inPortalZone(now: Date | DateTime): DateTime {
  return (DateTime.isDateTime(now) ? now : DateTime.fromJSDate(now)).setZone(PORTAL_TIME_ZONE);
}

/** The calendar day in Madrid at `now`: year, month (1 to 12) and day. */
export function portalCalendar(now: Date | DateTime = DateTime.now()): {
  year: number;
  month: number;
  day: number;
} {
  const { year, month, day } = inPortalZone(now);
  return { year, month, day };
}

/** Today in Madrid (or the day in Madrid at `now`) as YYYY-MM-DD: what the API's days compare with. */
export function todayApiDate(now: Date | DateTime = DateTime.now()): string {
  return inPortalZone(now).toFormat(API_DAY);
}

/** An API day moved by a duration (`{ days: -6 }`, `{ months: -11 }`), as luxon's calendar does it; '' for none. */
export function shiftApiDate(day: string, by: DurationLikeObject): string {
  return apiDay(day)?.plus(Duration.fromObject(by)).toISODate() ?? '';
}

/** The first day of an API day's month; '' for none. */
export function startOfApiMonth(day: string): string {
  return apiDay(day)?.startOf('month').toISODate() ?? '';
}

/**
 * A period from `start` to `end`, both included, as "DD/MM/YYYY – DD/MM/YYYY" (luxon's Interval); an edge that is no
 * date shows as nothing, as `formatDate` shows it.
 */
export function formatPeriod(start: DateInput | undefined | null, end: DateInput | undefined | null): string {
  if (typeof start === 'string' && typeof end === 'string')
    return shownOnce(`period ${start} ${end}`, () => showPeriod(start, end));
  return showPeriod(start, end);
}

function showPeriod(start: DateInput | undefined | null, end: DateInput | undefined | null): string {
  const from = start ? toDateTime(start) : undefined;
  const to = end ? toDateTime(end) : undefined;
  const period = from && to ? Interval.fromDateTimes(from, to) : undefined;
  if (period?.isValid) return period.toFormat(SHOWN_DAY, { separator: PERIOD_SEPARATOR });
  return `${formatDate(start)}${PERIOD_SEPARATOR}${formatDate(end)}`;
}

/** A period of whole months, "MM/YYYY – MM/YYYY" (a double tariff's months). */
export function formatMonthPeriod(
  start: { year: number; month: number },
  end: { year: number; month: number },
): string {
  const [from, to] = [DateTime.fromObject(start), DateTime.fromObject(end)];
  const period = Interval.fromDateTimes(from, to);
  if (period.isValid) return period.toFormat(SHOWN_MONTH, { separator: PERIOD_SEPARATOR });
  return `${from.toFormat(SHOWN_MONTH)}${PERIOD_SEPARATOR}${to.toFormat(SHOWN_MONTH)}`;
}

/**
 * Hours of a day from `startHour` to `endHour` (0 to 24), "HH:00 – HH:00" (happy hours): times of day as durations
 * since midnight, so that the day's end reads 24:00.
 */
export function formatHourPeriod(startHour: number, endHour: number): string {
  const time = (hours: number) => Duration.fromObject({ hours }).toFormat('hh:mm');
  return `${time(startHour)}${PERIOD_SEPARATOR}${time(endHour)}`;
}
