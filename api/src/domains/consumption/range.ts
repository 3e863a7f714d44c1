// The start and end of a curve request: `YYYY-MM-DD` (whole days) or `YYYY-MM-DDTHH:mm` (quarter-hour precision);
// start may not be after end (customer-area §5 "Consumption date pickers").
import { ValidationError } from '../../core/errors';
import { dayTime } from './calendar';
import type { TimeWindow } from './points';

export interface CurveRange extends TimeWindow {
  firstDay: string;
  lastDay: string;
}

const PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::00(?:\.000)?Z?)?)?$/;
/** At most this many days in one answer (three years of points is already 105,000 quarter-hours). */
export const MAX_RANGE_DAYS = 1100;

function parse(value: unknown, edge: 'start' | 'end'): { day: string; stamp: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const match = PATTERN.exec(value.trim());
  const day = match?.[1];
  if (
    !match ||
    !day ||
    Number.isNaN(dayTime(day)) ||
    new Date(dayTime(day)).toISOString().slice(0, 10) !== day
  )
    return undefined;
  const [hours, minutes] = [match[2], match[3]];
  if (hours === undefined || minutes === undefined)
    return { day, stamp: `${day}T${edge === 'start' ? '00:00' : '23:59'}` };
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return { day, stamp: `${day}T${hours}:${minutes}` };
}

export function readRange(query: Record<string, unknown>): CurveRange {
  const start = parse(query.start, 'start');
  const end = parse(query.end, 'end');
  const errors: Record<string, string> = {};
  if (!start) errors.start = 'invalid date';
  if (!end) errors.end = 'invalid date';
  if (start && end && start.stamp > end.stamp) errors.start = 'start may not be after end';
  if (start && end && (dayTime(end.day) - dayTime(start.day)) / 86_400_000 > MAX_RANGE_DAYS)
    errors.end = 'range too long';
  if (!start || !end || Object.keys(errors).length) throw new ValidationError(errors);
  return { firstDay: start.day, lastDay: end.day, from: start.stamp, to: end.stamp };
}
