// The portal's health reports as OpenTelemetry's OTLP/HTTP JSON carries them (ExportLogsServiceRequest: resourceLogs
// → scopeLogs → logRecords, each with attributes). Only the attributes below are kept, with bounded lengths: the shell
// never sends personal data, and whatever else arrives is dropped rather than stored.

export const EVENT_KINDS = ['vital', 'route', 'error'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const VITALS = ['LCP', 'INP', 'CLS'] as const;

/** One report, as stored. */
export interface TelemetryEvent {
  kind: EventKind;
  /** The vital (LCP, INP, CLS), `route_change`, or the error's kind (render, rejection, load). */
  name: string;
  /** Milliseconds (CLS: unitless); 1 for an error. */
  value: number;
  brand: string;
  remote: string;
  version: string;
  locale: string;
  route: string;
  timeMs: number;
}

/** Most records one request may carry; the rest are counted as rejected. */
export const MAX_RECORDS = 200;

interface KeyValue {
  key?: unknown;
  value?: { stringValue?: unknown; doubleValue?: unknown; intValue?: unknown };
}

const TOKEN = /^[A-Za-z0-9_.:@/-]{1,64}$/;

function attributes(list: unknown): Map<string, string | number> {
  const map = new Map<string, string | number>();
  if (!Array.isArray(list)) return map;
  for (const item of list.slice(0, 32) as KeyValue[]) {
    if (typeof item?.key !== 'string') continue;
    const v = item.value;
    if (typeof v?.stringValue === 'string') map.set(item.key, v.stringValue);
    else if (typeof v?.doubleValue === 'number') map.set(item.key, v.doubleValue);
    else if (typeof v?.intValue === 'number' || typeof v?.intValue === 'string')
      map.set(item.key, Number(v.intValue));
  }
  return map;
}

const token = (value: unknown): string | undefined =>
  typeof value === 'string' && TOKEN.test(value) ? value : undefined;

function eventOf(
  resource: Map<string, string | number>,
  record: Record<string, unknown>,
  now: number,
): TelemetryEvent | undefined {
  const attrs = attributes(record.attributes);
  const get = (key: string) => attrs.get(key) ?? resource.get(key);
  const kind = get('portal.event');
  if (!(EVENT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  const name = token(get('portal.name'));
  const value = get('portal.value');
  if (!name || typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000)
    return undefined;
  if (kind === 'vital' && !(VITALS as readonly string[]).includes(name)) return undefined;
  const nanos = Number(record.timeUnixNano);
  const timeMs = Number.isFinite(nanos) && nanos > 0 ? Math.min(Math.floor(nanos / 1e6), now) : now;
  return {
    kind: kind as EventKind,
    name,
    value,
    brand: token(get('portal.brand')) ?? 'unknown',
    remote: token(get('portal.remote')) ?? 'shell',
    version: token(get('portal.remote.version')) ?? '',
    locale: token(get('portal.locale')) ?? '',
    route: token(get('portal.route')) ?? '',
    timeMs,
  };
}

/** The events of an OTLP logs request, and how many records were not taken. */
export function readOtlpLogs(
  body: unknown,
  now = Date.now(),
): { events: TelemetryEvent[]; rejected: number } {
  const events: TelemetryEvent[] = [];
  let rejected = 0;
  const resourceLogs = (body as { resourceLogs?: unknown } | null)?.resourceLogs;
  if (!Array.isArray(resourceLogs)) return { events, rejected };
  for (const resourceLog of resourceLogs as Record<string, unknown>[]) {
    const resource = attributes((resourceLog?.resource as { attributes?: unknown } | undefined)?.attributes);
    const scopeLogs = resourceLog?.scopeLogs;
    if (!Array.isArray(scopeLogs)) continue;
    for (const scopeLog of scopeLogs as Record<string, unknown>[]) {
      const records = scopeLog?.logRecords;
      if (!Array.isArray(records)) continue;
      for (const record of records as Record<string, unknown>[]) {
        const event =
          events.length < MAX_RECORDS && typeof record === 'object' && record !== null
            ? eventOf(resource, record, now)
            : undefined;
        if (event) events.push(event);
        else rejected += 1;
      }
    }
  }
  return { events, rejected };
}
