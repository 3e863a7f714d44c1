// Issue 47 item 1 in `pnpm bench`: "Budgets below are for a mid-range phone ... median of five, in `pnpm bench`", and
// item 0: "take five runs, and call a budget met only when it holds that way". The interaction session runs five
// times; `.ci/bench/judge-sessions.mjs` judges each step on its median and gives the INP as the worst median.
import { judgeSessions, type Session } from '../../../.ci/bench/judge-sessions.mjs';

const session = (index: number, steps: Record<string, number | undefined>): Session => ({
  benchmarkIndex: index,
  cpuRate: 6.5,
  steps: Object.entries(steps).map(([label, worstMs]) =>
    worstMs === undefined ? { label } : { label, worstMs },
  ),
});

describe('the interaction sessions judged on their medians', () => {
  it('takes each step’s median, so one slow session does not decide, and the INP is the worst median', () => {
    const { result, lines } = judgeSessions(
      [
        session(2700, { open: 640, next: 150 }),
        session(2710, { open: 72, next: 190 }),
        session(2690, { open: 120, next: 260 }),
        session(2720, { open: 72, next: 170 }),
        session(2705, { open: 144, next: 210 }),
      ],
      200,
    );
    expect(result.steps).toEqual([
      { label: 'open', runs: [640, 72, 120, 72, 144], medianMs: 120 },
      { label: 'next', runs: [150, 190, 260, 170, 210], medianMs: 190 },
    ]);
    expect(result.inpMs).toBe(190);
    expect(lines.at(-1)).toBe("  INP (the worst step's median): 190 ms (budget 200 ms; 0 of 2 steps over)");
  });

  it('marks a step over the budget when its median is over, and prints every run', () => {
    const { result, lines } = judgeSessions(
      [session(2700, { next: 250 }), session(2700, { next: 180 }), session(2700, { next: 230 })],
      200,
    );
    expect(result.inpMs).toBe(230);
    expect(lines).toContain('  OVER next: 230 ms (runs 250/180/230)');
    expect(lines[0]).toBe(
      'Interactions, median of 3 sessions (CPU ×6.5 / 6.5 / 6.5; benchmarkIndex 2700 / 2700 / 2700):',
    );
  });

  it('leaves a skipped run out of the step’s median and counts a step never measured', () => {
    const { result, lines } = judgeSessions(
      [
        session(2700, { open: 100, pay: undefined }),
        session(2700, { open: undefined, pay: undefined }),
        session(2700, { open: 300, pay: undefined }),
      ],
      200,
    );
    expect(result.steps[0]).toEqual({ label: 'open', runs: [100, undefined, 300], medianMs: 300 });
    expect(result.steps[1]).toEqual({ label: 'pay', runs: [undefined, undefined, undefined] });
    expect(lines).toContain('  skip pay: – ms (runs –/–/–)');
    expect(lines.at(-1)).toContain('1 of 1 steps over, 1 not measured');
  });
});
