// Tariff customisations of an electricity contract: double tariff (a four-month window), happy hours (three hours),
// happy day (a weekday). The available options are fixed lists; the chosen one must be one of them.
import type { DoubleTariff, HappyDay, HappyHours } from '@portal/shared/api-types';
import type { Lang } from '../contracting/request-context';

export type CustomisationKind = 'double_tariff' | 'happy_hours' | 'happy_day';

export const AVAILABLE: { double_tariff: DoubleTariff[]; happy_hours: HappyHours[]; happy_day: HappyDay[] } =
  {
    double_tariff: [
      { startMonth: 6, startYear: 2026, endMonth: 9, endYear: 2026 },
      { startMonth: 10, startYear: 2026, endMonth: 1, endYear: 2027 },
      { startMonth: 2, startYear: 2027, endMonth: 5, endYear: 2027 },
      { startMonth: 6, startYear: 2027, endMonth: 9, endYear: 2027 },
    ],
    happy_hours: [10, 11, 12, 13, 14, 15, 16].map((h) => ({ startHour: h, endHour: h + 3 })),
    happy_day: [
      { value: 'monday', label: 'Lunes' },
      { value: 'tuesday', label: 'Martes' },
      { value: 'wednesday', label: 'Miércoles' },
      { value: 'thursday', label: 'Jueves' },
      { value: 'friday', label: 'Viernes' },
      { value: 'saturday', label: 'Sábado' },
      { value: 'sunday', label: 'Domingo' },
    ],
  };

/** URL segments: contract/{id}/<current>/ and contract/{id}/<available>/. */
export const PATHS: Record<CustomisationKind, { current: string; available: string }> = {
  double_tariff: { current: 'double-tariff', available: 'available-double-tariffs' },
  happy_hours: { current: 'happy-hours', available: 'available-happy-hours' },
  happy_day: { current: 'happy-day', available: 'available-happy-days' },
};

/** The contract's schema of each customisation's body (src/contract/contracts.ts). */
export const BODY_SCHEMAS: Record<CustomisationKind, string> = {
  double_tariff: 'DoubleTariff',
  happy_hours: 'HappyHours',
  happy_day: 'HappyDayRequest',
};

/** The available option equal to `chosen` (happy day matches on value), or undefined. */
export function matchOption(kind: CustomisationKind, chosen: Record<string, unknown>): object | undefined {
  if (kind === 'happy_day') return AVAILABLE.happy_day.find((o) => o.value === chosen.value);
  const options: object[] = AVAILABLE[kind];
  return options.find((o) => Object.entries(o).every(([key, value]) => chosen[key] === value));
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * A customisation as answered: a happy day's label is the weekday in the request's language (the options are stored
 * with their Spanish label, which an English page showed as "Lunes"). 1 January 2024 was a Monday.
 */
export function localisedOption(kind: CustomisationKind, option: unknown, lang: Lang): unknown {
  if (kind !== 'happy_day' || typeof option !== 'object' || option === null) return option;
  const day = WEEKDAYS.indexOf(String((option as HappyDay).value));
  if (day < 0) return option;
  const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + day)),
  );
  return { ...option, label: name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) };
}
