// A date pasted into a date field, in the ways a person copies one: as the portal shows it (24/11/2026, also with
// "-" or "." and without leading zeros, as Spanish invoices and letters write it), or as the API writes it
// (2026-11-24), each optionally with a time (10:15, 10:15:00). The kit's own parser reads only the API's form.
import { CalendarDate, CalendarDateTime } from '@internationalized/date';

const SHOWN = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * The pasted `text` as the field's value (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with the time: a date without one is
 * midnight, a time given to a date-only field is left out); undefined when it is not a date of the calendar.
 */
export function parsePastedDate(text: string, withTime: boolean): string | undefined {
  const trimmed = text.trim();
  const shown = SHOWN.exec(trimmed);
  const iso = shown ? undefined : ISO.exec(trimmed);
  const parts = shown
    ? [shown[3], shown[2], shown[1], shown[4], shown[5]]
    : iso
      ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
      : undefined;
  if (!parts) return undefined;
  const [year, month, day, hour = 0, minute = 0] = parts.map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (year === undefined || month === undefined || day === undefined) return undefined;
  // The calendar's types move an impossible day into range (31/02 becomes 28/02): such a date is refused instead.
  const date = new CalendarDate(year, month, day);
  if (date.year !== year || date.month !== month || date.day !== day) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  if (!withTime) return date.toString();
  return new CalendarDateTime(year, month, day, hour, minute).toString().slice(0, 16);
}
