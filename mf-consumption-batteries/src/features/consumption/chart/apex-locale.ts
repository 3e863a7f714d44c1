// ApexCharts writes its own month and weekday names on a date axis (English unless told): the portal's locale gives
// them through Intl, so the axis reads "ene", "gen.", "janv." or "Jan." as the page does, without a locale file each.
import type { ApexLocale } from 'apexcharts';
import { intlLocale } from '@portal/shared/format';

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });

/** Built once per locale: every window of the chart (each zoom and pan) gives its options again. */
const built = new Map<string, ApexLocale>();

/** The months and weekdays of `locale` in ApexCharts' shape (Sunday first, as ApexCharts counts them). */
export function apexLocale(locale: string): ApexLocale {
  const known = built.get(locale);
  if (known) return known;
  // One formatter per list: building an Intl formatter costs far more than formatting with it (a formatter per name
  // was a tenth of the chart's first render at the budgets' CPU, issue 47).
  const months = (month: 'long' | 'short') => {
    const formatter = format(locale, { month });
    return Array.from({ length: 12 }, (_, m) => formatter.format(Date.UTC(2021, m, 1)));
  };
  // 3 January 2021 was a Sunday.
  const days = (weekday: 'long' | 'short') => {
    const formatter = format(locale, { weekday });
    return Array.from({ length: 7 }, (_, d) => formatter.format(Date.UTC(2021, 0, 3 + d)));
  };
  const names: ApexLocale = {
    name: locale,
    options: {
      months: months('long'),
      shortMonths: months('short'),
      days: days('long'),
      shortDays: days('short'),
    },
  };
  built.set(locale, names);
  return names;
}
