// Issue 47 item 1, judged as the issue asks of every figure ("median of five"; item 0: "take five runs, and call a
// budget met only when it holds that way"): the interaction session runs five times (.ci/interactions.mjs), each step
// is judged on its median over the sessions, and the INP is the worst of those medians.

import { median } from './median.mjs';

/**
 * `sessions`: each session's calibration and steps (`{ label, worstMs }`; a step that could not run has no `worstMs`).
 * A step skipped in a session is left out of its median; a step measured in no session is counted as not measured.
 * Gives the printed lines and the result kept in `.ci/out/bench.json`.
 */
export function judgeSessions(sessions, budgetMs) {
  const labels = [...new Set(sessions.flatMap((s) => s.steps.map((step) => step.label)))];
  const steps = labels.map((label) => {
    const runs = sessions.map((s) => s.steps.find((step) => step.label === label)?.worstMs);
    const measured = runs.filter((ms) => ms !== undefined);
    return { label, runs, ...(measured.length > 0 && { medianMs: median(measured) }) };
  });
  const measured = steps.filter((s) => s.medianMs !== undefined);
  const inpMs = measured.reduce((max, s) => Math.max(max, s.medianMs), 0);
  const over = measured.filter((s) => s.medianMs > budgetMs);
  const plural = sessions.length === 1 ? '' : 's';
  const lines = [
    `Interactions, median of ${sessions.length} session${plural} (CPU ×${sessions.map((s) => s.cpuRate).join(' / ')}; ` +
      `benchmarkIndex ${sessions.map((s) => s.benchmarkIndex).join(' / ')}):`,
    ...steps.map((s) => {
      const mark = s.medianMs === undefined ? 'skip' : s.medianMs <= budgetMs ? 'ok  ' : 'OVER';
      const runs = s.runs.map((ms) => (ms === undefined ? '–' : ms)).join('/');
      return `  ${mark} ${s.label}: ${s.medianMs ?? '–'} ms (runs ${runs})`;
    }),
    `  INP (the worst step's median): ${inpMs} ms (budget ${budgetMs} ms; ${over.length} of ${measured.length} ` +
      `steps over${steps.length > measured.length ? `, ${steps.length - measured.length} not measured` : ''})`,
  ];
  return { lines, result: { inpMs, budgetMs, runs: sessions.length, steps, sessions } };
}
