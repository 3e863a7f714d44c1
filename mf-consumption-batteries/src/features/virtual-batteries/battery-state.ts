// A contract's virtual battery entries (customer-area §3 "Virtual battery on a contract", §4 "Virtual battery: a
// battery is active between its start and end dates (an open end is allowed); inactive ones are locked").
import type { VirtualBattery } from '@portal/shared/api-types';

/** YYYY-MM-DD of a local date. */
export function localIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Active between data_inici and data_final, both included; no data_final is an open end. */
export function isBatteryActive(battery: VirtualBattery, today: Date = new Date()): boolean {
  const day = localIsoDay(today);
  return battery.data_inici <= day && (battery.data_final === null || day <= battery.data_final);
}

/** "Percentages are rounded to integers" (customer-area §3). */
export function batteryPercentage(battery: VirtualBattery): number {
  return Math.round(battery.pes_percentatge);
}
