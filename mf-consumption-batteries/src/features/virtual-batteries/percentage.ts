// The percentage arithmetic of a contract's battery entries (customer-area §5 "Virtual battery percentage: integer 0
// to 100; below 0 becomes 0, above 100 becomes 100"; §3 "Percentages are rounded to integers"; §9 "Slider 0 to 100
// step 1"). The preview spreads the rest as the reference API does (api/src/domains/batteries/distribution.ts).
import type { VirtualBattery } from '@portal/shared/api-types';

export const PERCENTAGE_MIN = 0;
export const PERCENTAGE_MAX = 100;
export const PERCENTAGE_STEP = 1;

/** An integer 0..100: below 0 becomes 0, above 100 becomes 100, anything else is rounded; not a number is 0. */
export function clampPercentage(value: number): number {
  if (Number.isNaN(value)) return PERCENTAGE_MIN;
  return Math.min(PERCENTAGE_MAX, Math.max(PERCENTAGE_MIN, Math.round(value)));
}

/**
 * The distribution after `entryId` is set to `value`: the other entries share `100 - value` in proportion to their
 * current shares (largest remainder, so the integers add up to 100). Entry id → percentage, in the entries' order.
 */
export function previewDistribution(
  entries: readonly Pick<VirtualBattery, 'id' | 'pes_percentatge'>[],
  entryId: number,
  value: number,
): Map<number, number> {
  const next = new Map<number, number>();
  const target = clampPercentage(value);
  const others = entries.filter((entry) => entry.id !== entryId);
  const rest = PERCENTAGE_MAX - target;
  const weights = others.map((entry) => Math.max(0, entry.pes_percentatge));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) =>
    totalWeight > 0 ? (rest * weight) / totalWeight : rest / Math.max(1, others.length),
  );
  const floors = exact.map(Math.floor);
  let left = rest - floors.reduce((sum, floor) => sum + floor, 0);
  const order = exact
    .map((x, index) => [x - Math.floor(x), index] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  for (const entry of entries) {
    if (entry.id === entryId) next.set(entry.id, target);
    else next.set(entry.id, floors[others.indexOf(entry)] ?? 0);
  }
  return next;
}

/**
 * The distribution after a move (api/docs/batteries.md): `points` of the contract's 100 leave the entry `fromId` for
 * the entry of the destination battery `toBatteryId`; the others keep theirs. Entry id → percentage (rounded, §3).
 */
export function moveDistribution(
  entries: readonly Pick<VirtualBattery, 'id' | 'pes_percentatge' | 'bateria'>[],
  fromId: number,
  toBatteryId: number,
  points: number,
): Map<number, number> {
  const next = new Map<number, number>();
  for (const entry of entries) {
    const delta = entry.id === fromId ? -points : entry.bateria.id === toBatteryId ? points : 0;
    next.set(entry.id, Math.round(entry.pes_percentatge) + delta);
  }
  return next;
}
