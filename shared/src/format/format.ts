// Formatters for what the portal shows: euro amounts (2 decimals), numbers, kWh, kW and bars; dates, date-times and
// periods are in ./dates.ts (luxon). Always through these, never by string concatenation, `toFixed` or an `Intl`
// format of a page's own.
import { i18n } from '@lingui/core';
import { currentLocale } from '@portal/shared/i18n';
import { intlLocale } from './intl-locale';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting with it, and a
 * table or a chart's axis formats hundreds of numbers per render.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
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

/** A number with up to `maxDecimals` decimals in the locale, trailing zeros dropped ("0,0863", "15"). */
export function formatDecimal(value: number, maxDecimals: number, locale: string = currentLocale()): string {
  return numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(value);
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
  return `${formatDecimal(value, decimals, locale)} kW`;
}

export function formatBars(value: number, decimals = 2, locale = currentLocale()): string {
  return `${number(value, decimals, locale)} bar`;
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
