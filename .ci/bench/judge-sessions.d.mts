// Types of judge-sessions.mjs for the unit tests (api/src/core/judge-sessions.test.ts).
export type SessionStep = { label: string; worstMs?: number };
export type Session = { benchmarkIndex: number; cpuRate: number; steps: SessionStep[] };
export type JudgedStep = { label: string; runs: (number | undefined)[]; medianMs?: number };

export function judgeSessions(
  sessions: Session[],
  budgetMs: number,
): {
  lines: string[];
  result: { inpMs: number; budgetMs: number; runs: number; steps: JudgedStep[]; sessions: Session[] };
};
