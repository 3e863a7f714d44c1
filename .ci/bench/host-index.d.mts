// Types of host-index.mjs for the unit tests (api/src/core/host-index.test.ts).
export function hostIndexOf(readings: number[]): number;
