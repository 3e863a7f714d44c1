// A batch of the portal's health reports as an OTLP/HTTP JSON logs request (ExportLogsServiceRequest), the format
// OpenTelemetry collectors accept; the reference API's receiver reads the same (api/src/domains/telemetry/otlp.ts).
// Every attribute is a name or a number: no address, no contract, nothing typed by a person.

export type HealthKind = 'vital' | 'route' | 'error';

/** One report, with what it is tagged with when it happens. */
export interface HealthEvent {
  kind: HealthKind;
  /** LCP, INP, CLS; route_change; or the error's kind (render, load, uncaught, rejection). */
  name: string;
  /** Milliseconds (CLS: unitless); 1 for an error. */
  value: number;
  /** The remote and version the event belongs to (`shell` for the shell's own pages). */
  remote: string;
  version: string;
  /** The route catalogue's key of the page (`contracts`), never the address itself. */
  route: string;
  locale: string;
  timeMs: number;
}

type AnyValue = { stringValue: string } | { doubleValue: number };

const attribute = (key: string, value: string | number): { key: string; value: AnyValue } => ({
  key,
  value: typeof value === 'number' ? { doubleValue: value } : { stringValue: value },
});

export function otlpLogs(events: readonly HealthEvent[], brand: string): unknown {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: [attribute('service.name', 'portal'), attribute('portal.brand', brand)],
        },
        scopeLogs: [
          {
            scope: { name: 'portal.shell' },
            logRecords: events.map((event) => ({
              timeUnixNano: String(Math.round(event.timeMs) * 1_000_000),
              severityText: event.kind === 'error' ? 'ERROR' : 'INFO',
              body: { stringValue: `${event.kind} ${event.name}` },
              attributes: [
                attribute('portal.event', event.kind),
                attribute('portal.name', event.name),
                attribute('portal.value', event.value),
                attribute('portal.remote', event.remote),
                attribute('portal.remote.version', event.version),
                attribute('portal.route', event.route),
                attribute('portal.locale', event.locale),
              ],
            })),
          },
        ],
      },
    ],
  };
}
