// The health reports' queue (issue 48 item 1): events are tagged as they happen, batched, and sent with sendBeacon
// when the page is hidden or the batch is full, only while the visitor accepts the statistics cookies (consent). A
// batch is dropped, not kept, when the consent is missing: nothing waits for a later yes.
import { type HealthEvent, otlpLogs } from './otlp';

export const BATCH_SIZE = 20;

export interface ReporterOptions {
  endpoint: string;
  brand: string;
  /** Whether the statistics category is accepted now. */
  consented: () => boolean;
  /** navigator.sendBeacon, or a stand-in in tests. */
  send: (url: string, body: string) => boolean;
}

export interface Reporter {
  record(event: HealthEvent): void;
  flush(): void;
}

export function createReporter({ endpoint, brand, consented, send }: ReporterOptions): Reporter {
  let queue: HealthEvent[] = [];
  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    if (!consented()) return;
    try {
      send(endpoint, JSON.stringify(otlpLogs(batch, brand)));
    } catch {
      // A report that cannot leave is lost; the page is never disturbed by it.
    }
  };
  return {
    record(event) {
      queue.push(event);
      if (queue.length >= BATCH_SIZE) flush();
    },
    flush,
  };
}
