// Types of trace-cpu-time.mjs for the unit tests (api/src/core/trace-cpu-time.test.ts).
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};

export const SIGNIFICANT_TASK_US: number;
export function cpuTimeTrace<T extends { traceEvents: TraceEvent[] }>(
  trace: T,
  threads: Iterable<string>,
  options?: {
    cutoffs?: (number | undefined)[];
    significantUs?: number;
    /** How many times slower the budgets' machine is than this host (Infinity: floor by the clock alone). */
    referenceScale?: number;
    /** Timestamps inside the tasks to take out (each such task takes no time). */
    without?: number[];
  },
): {
  trace: T;
  threads: Record<
    string,
    {
      tasks: number;
      wallMs: number;
      cpuMs: number;
      flooredMs: number;
      heldMs: number;
      leftOutMs: number;
    }
  >;
};
