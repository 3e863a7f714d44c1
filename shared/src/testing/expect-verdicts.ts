// A yes/no check's cases as one table: the values it must accept and those it must refuse. A failure lists each value
// beside the verdict it got, every wrong one at once, where a run of `expect(check(x)).toBe(true)` stops at the first.

export interface Verdicts<V> {
  accepts: readonly V[];
  refuses: readonly V[];
}

export function expectVerdicts<V>(check: (value: V) => boolean, { accepts, refuses }: Verdicts<V>): void {
  const judged = (values: readonly V[]) => values.map((value) => ({ value, accepted: check(value) }));
  expect(judged(accepts)).toEqual(accepts.map((value) => ({ value, accepted: true })));
  expect(judged(refuses)).toEqual(refuses.map((value) => ({ value, accepted: false })));
}
