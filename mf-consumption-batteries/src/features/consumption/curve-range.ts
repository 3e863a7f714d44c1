// The curve's type and range (customer-area §5 "Consumption date pickers: start may not be after end; invalid date
// shows an error; minute step 15 for quarter-hourly"), the totals of a curve and how its points read.
import { CONSUMPTION_TYPES, type ConsumptionPoint, type ConsumptionType } from '@portal/shared/api-types';

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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A quarter-hourly range is picked with the time of day; the others by whole days. */
export function withTime(type: ConsumptionType): boolean {
  return type === 'quarter-hourly';
}

function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function check(value: string, type: ConsumptionType): RangeProblem | undefined {
  if (!withTime(type)) return isDay(value) ? undefined : 'invalid';
  const match = DAY_TIME.exec(value);
  if (!match?.[1] || !isDay(match[1]) || Number(match[2]) > 23 || Number(match[3]) > 59) return 'invalid';
  return Number(match[3]) % 15 === 0 ? undefined : 'notQuarter';
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

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The range a curve type opens with, up to the last day of the previous month (the readings of the current month
 * are not complete): twelve months, that month's days, its last week, or its last day by quarter-hours.
 */
export function defaultRange(type: ConsumptionType, today: Date = new Date()): CurveRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const last = new Date(Date.UTC(year, month, 0));
  const end = isoDay(last);
  switch (type) {
    case 'monthly':
      return { start: isoDay(new Date(Date.UTC(year, month - 12, 1))), end };
    case 'daily':
      return { start: isoDay(new Date(Date.UTC(year, month - 1, 1))), end };
    case 'hourly':
      return { start: isoDay(new Date(Date.UTC(year, month - 1, last.getUTCDate() - 6))), end };
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

/** A point's date as shown: MM/YYYY (monthly), DD/MM/YYYY (daily), DD/MM/YYYY HH:mm (hourly, quarter-hourly). */
export function formatPointDate(date: string): string {
  const [day, time] = date.split('T');
  const [year, month, dayOfMonth] = (day ?? '').split('-');
  if (!year || !month) return date;
  const shown = dayOfMonth ? `${dayOfMonth}/${month}/${year}` : `${month}/${year}`;
  return time ? `${shown} ${time}` : shown;
}
