// What the platform status page reads: per brand, remote and version over a window, the page views (route changes and
// first loads), errors and their rate, and the 75th percentile of each vital and of route changes.
import type { RemoteHealth } from '@portal/shared/api-types';
import type { Db } from '../../core/db';

/** The 75th percentile (nearest rank) of `values`; null when empty. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

interface Row {
  brand: string;
  remote: string;
  version: string;
  kind: string;
  name: string;
  value: number;
  time_ms: number;
}

export function healthSince(db: Db, sinceMs: number): RemoteHealth[] {
  const rows = db
    .prepare(
      `SELECT brand, remote, version, kind, name, value, time_ms FROM telemetry_events WHERE time_ms >= ?
       ORDER BY brand, remote, version`,
    )
    .all(sinceMs) as Row[];
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.brand, row.remote, row.version]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Row];
    const values = (name: string) =>
      group.filter((r) => r.kind !== 'error' && r.name === name).map((r) => r.value);
    const views = group.filter((r) => r.kind === 'route').length;
    const errors = group.filter((r) => r.kind === 'error').length;
    const named = ['LCP', 'INP', 'CLS', 'route_change'] as const;
    return {
      brand: first.brand,
      remote: first.remote,
      version: first.version,
      views,
      errors,
      errorRate: views > 0 ? errors / views : null,
      p75: Object.fromEntries(named.map((n) => [n, p75(values(n))])) as RemoteHealth['p75'],
      counts: Object.fromEntries(named.map((n) => [n, values(n).length])) as RemoteHealth['counts'],
      firstSeenMs: Math.min(...group.map((r) => r.time_ms)),
      lastSeenMs: Math.max(...group.map((r) => r.time_ms)),
    };
  });
}
