// Answers checked against the shared types: `keysOf<T>({...})` must list every key of T (the compiler refuses a
// missing or unknown one), and the test compares them with the keys the API really sent.
export function keysOf<T>(keys: Record<keyof T, true>): string[] {
  return Object.keys(keys).sort();
}

export function sortedKeys(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value).sort() : [];
}
