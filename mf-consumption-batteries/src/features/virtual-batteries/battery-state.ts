// A contract's virtual battery entries (customer-area §3 "Virtual battery on a contract", §4 "Virtual battery: a
// battery is active between its start and end dates (an open end is allowed); inactive ones are locked").
import type { VirtualBattery } from '@portal/shared/api-types';
import { todayApiDate } from '@portal/shared/dates';

/** Active between data_inici and data_final, both included, on Madrid's today; no data_final is an open end. */
export function isBatteryActive(battery: VirtualBattery, today: Date = new Date()): boolean {
  const day = todayApiDate(today);
  return battery.data_inici <= day && (battery.data_final === null || day <= battery.data_final);
}

/** "inactive ones are locked" (§4): no change of percentage, move or discount management. */
export function isBatteryLocked(battery: VirtualBattery, today: Date = new Date()): boolean {
  return !isBatteryActive(battery, today);
}

/** "Percentages are rounded to integers" (customer-area §3). */
export function batteryPercentage(battery: VirtualBattery): number {
  return Math.round(battery.pes_percentatge);
}

/** The batteries a move from `battery` can go to: the contract's other batteries (a battery, not the same one). */
export function moveDestinations(
  batteries: readonly VirtualBattery[],
  battery: VirtualBattery,
): VirtualBattery[] {
  return batteries.filter((other) => other.id !== battery.id && other.bateria.id !== battery.bateria.id);
}

export type MoveOffer = 'none' | 'origin' | 'move';

/**
 * What the move action of an entry does (§4): "Moving is not offered for a battery marked as origin (a warning dialog
 * with the organisation's email shows) and is offered only when another battery exists". `none`: no move action.
 */
export function moveOffer(batteries: readonly VirtualBattery[], battery: VirtualBattery): MoveOffer {
  if (moveDestinations(batteries, battery).length === 0) return 'none';
  return battery.es_origen ? 'origin' : 'move';
}

/** The points a move can take: at least 1, at most the entry's whole share (the reference API refuses the rest). */
export function moveBounds(battery: VirtualBattery): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.floor(battery.pes_percentatge)) };
}
