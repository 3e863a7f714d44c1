// Formatters for what the portal shows: euro amounts (2 decimals), dates (shown DD/MM/YYYY, sent YYYY-MM-DD),
// kWh, kW and bars. Always through these, never by string concatenation.
import { DateTime } from 'luxon';
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

function number(value: number, decimals: number, locale = currentLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

export function formatEuro(value: number, locale = currentLocale()): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
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

function toDateTime(value: string | Date | DateTime): DateTime {
  if (value instanceof DateTime) return value;
  if (value instanceof Date) return DateTime.fromJSDate(value);
  return DateTime.fromISO(value);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD/MM/YYYY, or '' for an invalid or empty date. */
export function formatDate(value: string | Date | DateTime | undefined | null): string {
  if (!value) return '';
  // The API's plain days (every table's dates) without parsing them into a DateTime: a table formats hundreds.
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (day) {
    const [, year, month, dayOfMonth] = day as unknown as [string, string, string, string];
    const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth)));
    const real = utc.getUTCMonth() === Number(month) - 1 && utc.getUTCDate() === Number(dayOfMonth);
    return real ? `${dayOfMonth}/${month}/${year}` : '';
  }
  const date = toDateTime(value);
  return date.isValid ? date.toFormat('dd/MM/yyyy') : '';
}

/** YYYY-MM-DD for the API, or undefined for an invalid or empty date. */
export function toApiDate(value: string | Date | DateTime | undefined | null): string | undefined {
  if (!value) return undefined;
  const date = toDateTime(value);
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}

/** Parses a DD/MM/YYYY input into YYYY-MM-DD, or undefined. */
export function parseDisplayDate(value: string): string | undefined {
  const date = DateTime.fromFormat(value.trim(), 'dd/MM/yyyy');
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}
