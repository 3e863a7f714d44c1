// The curve's type and range (customer-area §5 "Consumption date pickers: start may not be after end; invalid date
// shows an error; minute step 15 for quarter-hourly"), the totals of a curve and how its points read.
import { CONSUMPTION_TYPES, type ConsumptionPoint, type ConsumptionType } from '@portal/shared/api-types';
import {
  formatDate,
  formatMonth,
  formatWallDateTime,
  isApiDate,
  parseApiMinute,
  shiftApiDate,
  startOfApiMonth,
  todayApiDate,
} from '@portal/shared/dates';

export { CONSUMPTION_TYPES, type ConsumptionType };

/** The curve shown first: the home tile's action is "view hourly" (customer-area §2). */
export const DEFAULT_CURVE_TYPE: ConsumptionType = 'hourly';

/** A range as the API takes it: `YYYY-MM-DD` (whole days), or `YYYY-MM-DDTHH:mm` for quarter-hourly curves. */
export interface CurveRange {
  start: string;
  end: string;
}

export type RangeProblem = 'invalid' | 'afterEnd' | 'notQuarter';
export interface RangeProblems {
  start?: RangeProblem;
  end?: RangeProblem;
}

/** A quarter-hourly range is picked with the time of day; the others by whole days. */
export function withTime(type: ConsumptionType): boolean {
  return type === 'quarter-hourly';
}

/** Days (YYYY-MM-DD) and quarter-hourly minutes (YYYY-MM-DDTHH:mm, in Madrid's time) read by @portal/shared/format. */
function check(value: string, type: ConsumptionType): RangeProblem | undefined {
  if (!withTime(type)) return isApiDate(value) ? undefined : 'invalid';
  const time = parseApiMinute(value);
  if (!time) return 'invalid';
  return time.minute % 15 === 0 ? undefined : 'notQuarter';
}

/** What is wrong with a range, per field; `{}` when the curve can be asked for. */
export function rangeProblems(type: ConsumptionType, range: CurveRange): RangeProblems {
  const problems: RangeProblems = {};
  const start = check(range.start, type);
  const end = check(range.end, type);
  if (start) problems.start = start;
  if (end) problems.end = end;
  // Same shape on both sides, so the strings compare as the dates do.
  if (!start && !end && range.start > range.end) problems.start = 'afterEnd';
  return problems;
}

/**
 * The range a curve type opens with, up to the last day of the previous month (the readings of the current month
 * are not complete): twelve months, that month's days, its last week, or its last day by quarter-hours. "Today" is
 * Madrid's.
 */
export function defaultRange(type: ConsumptionType, today: Date = new Date()): CurveRange {
  const end = shiftApiDate(startOfApiMonth(todayApiDate(today)), { days: -1 });
  switch (type) {
    case 'monthly':
      return { start: shiftApiDate(startOfApiMonth(end), { months: -11 }), end };
    case 'daily':
      return { start: startOfApiMonth(end), end };
    case 'hourly':
      return { start: shiftApiDate(end, { days: -6 }), end };
    case 'quarter-hourly':
      return { start: `${end}T00:00`, end: `${end}T23:45` };
  }
}

/** A range in the shape a type takes: whole days lose their time, a quarter-hourly range spans whole days. */
export function rangeFor(type: ConsumptionType, range: CurveRange): CurveRange {
  const day = (value: string) => value.slice(0, 10);
  if (!withTime(type)) return { start: day(range.start), end: day(range.end) };
  return {
    start: range.start.includes('T') ? range.start : `${day(range.start)}T00:00`,
    end: range.end.includes('T') ? range.end : `${day(range.end)}T23:45`,
  };
}

export interface CurveTotals {
  activa: number;
  exportada: number;
  reactiva: number;
}

/** Exact totals of a curve: the points have 3 decimals, so they are added as integer Wh (no float drift). */
export function curveTotals(points: readonly ConsumptionPoint[]): CurveTotals {
  let activa = 0;
  let exportada = 0;
  let reactiva = 0;
  for (const point of points) {
    activa += Math.round(point.activa * 1000);
    exportada += Math.round(point.exportada * 1000);
    reactiva += Math.round(point.reactiva * 1000);
  }
  return { activa: activa / 1000, exportada: exportada / 1000, reactiva: reactiva / 1000 };
}

/**
 * A point's date as shown: MM/YYYY (monthly), DD/MM/YYYY (daily), DD/MM/YYYY HH:mm (hourly, quarter-hourly). The
 * points' times are labels of a calendar without DST shifts (96 quarters every day, api/src/domains/consumption),
 * shown as written; anything else as it came.
 */
export function formatPointDate(date: string): string {
  return formatMonth(date) || (isApiDate(date) ? formatDate(date) : formatWallDateTime(date)) || date;
}
