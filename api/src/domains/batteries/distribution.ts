// Percentage arithmetic of a contract's battery entries: integers that keep adding up to 100 (customer-area §3
// "Percentages are rounded to integers", §5 "integer 0 to 100; below 0 becomes 0, above 100 becomes 100").

/** Clamp to 0..100 and round, as the slider does. */
export function clampPercentage(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * Sets `target` to `value` and spreads `100 - value` over the other entries in proportion to their current shares
 * (largest remainder, so the integers add up exactly). With no other entries the rest stays unassigned.
 */
export function redistribute(
  current: ReadonlyMap<number, number>,
  target: number,
  value: number,
): Map<number, number> {
  const next = new Map(current);
  next.set(target, value);
  const others = [...current.keys()].filter((id) => id !== target);
  if (others.length === 0) return next;
  const rest = 100 - value;
  const weights = others.map((id) => current.get(id) ?? 0);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const exact = others.map((_, i) =>
    totalWeight > 0 ? (rest * (weights[i] ?? 0)) / totalWeight : rest / others.length,
  );
  const floors = exact.map(Math.floor);
  let left = rest - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  others.forEach((id, i) => next.set(id, floors[i] ?? 0));
  return next;
}
