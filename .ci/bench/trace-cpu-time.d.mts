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
    significantUs?: number;
    /** How many times slower the budgets' machine is than this host: each task lasts its CPU time × this. */
    referenceScale?: number;
    /** Not lengthened, and each task of 10 ms or more on the clock kept at 10 ms (the gathering's own graph). */
    floorByClock?: boolean;
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
      carriedMs: number;
      leftOutMs: number;
    }
  >;
};
