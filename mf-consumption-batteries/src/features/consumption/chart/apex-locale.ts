// ApexCharts writes its own month and weekday names on a date axis (English unless told): the portal's locale gives
// them through Intl, so the axis reads "ene", "gen.", "janv." or "Jan." as the page does, without a locale file each.
import type { ApexLocale } from 'apexcharts';

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** The months and weekdays of `locale` in ApexCharts' shape (Sunday first, as ApexCharts counts them). */
export function apexLocale(locale: string): ApexLocale {
  const months = (month: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, m) => format(locale, { month }).format(Date.UTC(2021, m, 1)));
  // 3 January 2021 was a Sunday.
  const days = (weekday: 'long' | 'short') =>
    Array.from({ length: 7 }, (_, d) => format(locale, { weekday }).format(Date.UTC(2021, 0, 3 + d)));
  return {
    name: locale,
    options: {
      months: months('long'),
      shortMonths: months('short'),
      days: days('long'),
      shortDays: days('short'),
    },
  };
}
