// Calendar helpers of the curves: days as UTC midnights (local time without DST shifts, 96 quarters a day) and the
// tariff period of each quarter.

export const QUARTERS_PER_DAY = 96;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC-midnight time. */
export function dayKey(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** UTC midnight of a `YYYY-MM-DD`, or NaN. */
export function dayTime(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
}

export function addDays(day: string, days: number): string {
  return dayKey(dayTime(day) + days * DAY_MS);
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = dayTime(first), end = dayTime(last); t <= end; t += DAY_MS) days.push(dayKey(t));
  return days;
}

/** `HH:mm` of each quarter of a day, computed once. */
export const QUARTER_LABELS: readonly string[] = Array.from({ length: QUARTERS_PER_DAY }, (_, q) => {
  const minutes = q * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function isWeekend(day: string): boolean {
  const weekday = new Date(dayTime(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** 2.0TD: P1 peak 10-14 and 18-22 h, P2 flat 8-10, 14-18 and 22-24 h, P3 valley at night and on weekends. */
function period20(hour: number): string {
  if (hour < 8) return 'P3';
  if ((hour >= 10 && hour < 14) || (hour >= 18 && hour < 22)) return 'P1';
  return 'P2';
}

/** 3.0TD and 6.xTD: six periods by season (month) and hour band; weekends P6. */
const SEASON_BANDS: Record<number, [string, string]> = {
  1: ['P1', 'P2'],
  2: ['P1', 'P2'],
  7: ['P1', 'P2'],
  12: ['P1', 'P2'],
  3: ['P2', 'P3'],
  11: ['P2', 'P3'],
  6: ['P3', 'P4'],
  8: ['P3', 'P4'],
  9: ['P3', 'P4'],
  4: ['P4', 'P5'],
  5: ['P4', 'P5'],
  10: ['P4', 'P5'],
};
function period30(month: number, hour: number): string {
  if (hour < 8) return 'P6';
  const [peak, flat] = SEASON_BANDS[month] ?? ['P4', 'P5'];
  return (hour >= 9 && hour < 14) || (hour >= 18 && hour < 22) ? peak : flat;
}

/** The 24 hourly periods of a day for an access tariff (2.0TD by default). */
export function dayPeriods(day: string, tariff: string): string[] {
  const sixPeriods = /^(3\.0|6\.)/.test(tariff);
  const weekend = isWeekend(day);
  const month = Number(day.slice(5, 7));
  return Array.from({ length: 24 }, (_, hour) => {
    if (sixPeriods) return weekend ? 'P6' : period30(month, hour);
    return weekend ? 'P3' : period20(hour);
  });
}
