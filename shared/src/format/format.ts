// Formatters for what the portal shows: euro amounts (2 decimals), numbers, dates (shown DD/MM/YYYY, sent
// YYYY-MM-DD), date-times (DD/MM/YYYY HH:mm), kWh, kW and bars. Always through these, never by string concatenation,
// `toFixed` or an `Intl` format of a page's own.
import { i18n } from '@lingui/core';
import { currentLocale } from '@portal/shared/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting with it, and a
 * table or a chart's axis formats hundreds of numbers per render.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function number(value: number, decimals: number, locale: string = currentLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** A number with exactly `decimals` decimals in the locale ("1.122,992" in Spanish, "1,122.992" in English). */
export function formatNumber(value: number, decimals = 0, locale: string = currentLocale()): string {
  return number(value, decimals, locale);
}

/**
 * A percentage given in points (0 to 100, as the API gives a battery's share) in the locale: "45 %" in Spanish,
 * "45%" in English; `decimals` decimals (0 by default: customer-area §3 "Percentages are rounded to integers").
 */
export function formatPercent(value: number, decimals = 0, locale: string = currentLocale()): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100);
}

export function formatEuro(value: number, locale = currentLocale()): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * A unit price in euro (a tariff's €/kWh or €/kW and day): at least 2 decimals and up to `maxDecimals` (6), as the
 * price list gives it ("0,0863 €", "€0.149"); the caller adds the unit.
 */
export function formatUnitPrice(value: number, maxDecimals = 6, locale = currentLocale()): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** A wholesale energy price (OMIP): 2 decimals, €/MWh. */
export function formatEuroPerMwh(value: number, locale = currentLocale()): string {
  return `${number(value, 2, locale)} €/MWh`;
}

export function formatKwh(value: number, decimals = 0, locale = currentLocale()): string {
  return `${number(value, decimals, locale)} kWh`;
}

export function formatKw(value: number, decimals = 3, locale = currentLocale()): string {
  const trimmed = numberFormat(locale, { maximumFractionDigits: decimals }).format(value);
  return `${trimmed} kW`;
}

export function formatBars(value: number, decimals = 2, locale = currentLocale()): string {
  return `${number(value, decimals, locale)} bar`;
}

/**
 * A date object that can give its JavaScript `Date`, such as a luxon `DateTime`: the formatters read dates without a
 * date library of their own, so that no page's first screen downloads one (decision 009).
 */
export interface DateLike {
  readonly isValid: boolean;
  toJSDate(): Date;
}

// What luxon's `DateTime.fromISO` reads as a calendar date, with or without a time and an offset, in the extended or
// the basic format. Its week dates, ordinal dates, six-digit years and IANA zones are not dates the API sends.
const ISO_DATE_TIME =
  /^(\d{4})(?:-?(\d\d)(?:-?(\d\d))?)?(?:[Tt](\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)?)?$/;
const DISPLAY_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether the day exists: not the 29th of February of a common year, not a 13th month. */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as its parts, to show or to send. */
interface Day {
  year: number;
  month: number;
  day: number;
}

function dayOf(date: Date): Day | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The local day of an ISO date or date-time, as luxon's `DateTime.fromISO` reads it; undefined if it is none. */
function dayOfIso(value: string): Day | undefined {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return undefined;
  const [, y, mo = '1', d = '1', h, mi = '0', s = '0', fraction, utc, offsetHours, offsetMinutes = '0'] =
    parts;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (!isRealDay(year, month, day)) return undefined;
  if (h === undefined) return { year, month, day };
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  const millisecond = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const midnight = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  if ((hour > 23 && !midnight) || minute > 59 || second > 59) return undefined;
  if (utc === undefined && offsetHours === undefined) {
    const local = new Date(2000, 0, 1);
    local.setFullYear(year, month - 1, day);
    local.setHours(hour, minute, second, millisecond);
    return dayOf(local);
  }
  const sign = offsetHours?.startsWith('-') ? -1 : 1;
  const offset = offsetHours === undefined ? 0 : Number(offsetHours) * 60 + sign * Number(offsetMinutes);
  const instant = new Date(Date.UTC(2000, 0, 1));
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute, second, millisecond);
  return dayOf(new Date(instant.getTime() - offset * 60_000));
}

function toDay(value: string | Date | DateLike): Day | undefined {
  if (typeof value === 'string') return dayOfIso(value);
  if (value instanceof Date) return dayOf(value);
  return value.isValid ? dayOf(value.toJSDate()) : undefined;
}

/** DD/MM/YYYY, or '' for an invalid or empty date. */
export function formatDate(value: string | Date | DateLike | undefined | null): string {
  if (!value) return '';
  const day = toDay(value);
  return day ? `${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}` : '';
}

/**
 * DD/MM/YYYY HH:mm on a 24-hour clock, in local time (customer-area §9 "dates shown DD/MM/YYYY"; the consumption
 * curve's times read the same), or '' for an invalid or empty value. For an instant: an ISO date-time with or
 * without its offset, a Date or a DateLike.
 */
export function formatDateTime(value: string | Date | DateLike | undefined | null): string {
  if (!value) return '';
  let date: Date;
  if (typeof value === 'string') {
    if (!ISO_DATE_TIME.test(value) || !dayOfIso(value)) return '';
    date = new Date(value);
  } else if (value instanceof Date) date = value;
  else if (value.isValid) date = value.toJSDate();
  else return '';
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD for the API, or undefined for an invalid or empty date. */
export function toApiDate(value: string | Date | DateLike | undefined | null): string | undefined {
  if (!value) return undefined;
  const day = toDay(value);
  return day ? `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}` : undefined;
}

/** Parses a DD/MM/YYYY input into YYYY-MM-DD, or undefined. */
export function parseDisplayDate(value: string): string | undefined {
  const parts = DISPLAY_DAY.exec(value.trim());
  if (!parts) return undefined;
  const [, day, month, year] = parts as unknown as [string, string, string, string];
  return isRealDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : undefined;
}

// The setting organization.schedule as the brands write it: "8-17h, 365" (hours from-to, days a year).
const SCHEDULE = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*h?\s*,\s*(\d{1,3})\s*(?:d(?:ays?|ías)?)?\s*$/i;

/**
 * The support hours as the spec words them (customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year"),
 * in the active locale, from the setting `organization.schedule` ("8-17h, 365"); a value of another form is shown as
 * it is written, and '' for none (issue 43 item 9).
 */
export function formatSupportHours(schedule: string | undefined): string {
  const raw = (schedule ?? '').trim();
  const parts = SCHEDULE.exec(raw);
  if (!parts) return raw;
  const [, from, to, days] = parts as unknown as [string, string, string, string];
  const values = { from: Number(from), to: Number(to), days: Number(days) };
  const descriptor = /*i18n*/ {
    id: 'format.supportHours',
    message: '{from} to {to} h, {days} days a year',
    values,
  };
  if (!i18n.locale) return `${values.from} to ${values.to} h, ${values.days} days a year`;
  return i18n._(descriptor);
}
