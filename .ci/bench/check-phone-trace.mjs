#!/usr/bin/env node
// Checks the bench's phone (issue 47 item 0) on kept gatherings: `node .ci/bench/check-phone-trace.mjs <folder>`, the
// folder a bench run kept with LIGHTHOUSE_REPORTS=<folder>. For each run's gathering (`<route>-<n>.artifacts`):
//   1. the trace on CPU time (.ci/bench/trace-cpu-time.mjs) keeps every nested event of the renderer main thread
//      inside its parent, and Lighthouse builds the same tasks from it (MainThreadTasks: as many, the top-level ones of
//      the same kinds; events of a microsecond may swap places with a neighbour rounded to the same time);
//   2. the network part of the simulation is unchanged: both traces audited with the CPU taken out (multiplier 0.0001:
//      every task takes no time) give the same simulated FCP, LCP, Speed Index and Interactive. Checks 1 and 2 read the
//      map with the gathering's own graph (on CPU time, not lengthened, tasks of 10 ms or more on the clock kept at
//      10 ms: `floorByClock`);
//   3. for information, FCP, LCP and TBT of both traces at the phone's 4× (lantern's network simulation is not monotone
//      in the tasks' times: requests started earlier share the bandwidth differently, so a paint can come later), and
//      the time the rewrite kept (`kept`: tasks kept at lantern's 10 ms);
//   4. for information, the trace the budgets read (the budgets' machine's, made with the run's phone multiplier,
//      `<route>-<n>.phone.json`: a task lantern would prune there is pruned): FCP, LCP and Interactive without CPU,
//      and FCP, LCP and TBT at Lighthouse's 4×.
// Prints one line per run; exits non-zero when a check fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { PHONE_SLOWDOWN, phoneTrace } from '../lighthouse.mjs';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node .ci/bench/check-phone-trace.mjs <LIGHTHOUSE_REPORTS folder>');

/** Each complete event of the main thread with the index of its parent (the innermost event around it). */
function nesting(events) {
  const complete = events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.e.ts - b.e.ts || b.e.dur - a.e.dur);
  const parents = new Map();
  const stack = [];
  for (const item of complete) {
    while (stack.length && stack.at(-1).e.ts + stack.at(-1).e.dur <= item.e.ts) stack.pop();
    const top = stack.at(-1);
    if (top && item.e.ts + item.e.dur <= top.e.ts + top.e.dur) parents.set(item.i, top.i);
    stack.push(item);
  }
  return parents;
}

function tasksOf(trace) {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const topLevel = tasks.filter((t) => !t.parent);
  return { count: tasks.length, kinds: topLevel.map((t) => t.group.id).join() };
}

async function audit(dir, trace, multiplier) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-check-'));
  fs.cpSync(dir, copy, { recursive: true });
  const file = path.join(copy, 'artifacts.json');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  const throttling = { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
  saved.settings.throttling = throttling;
  fs.writeFileSync(file, JSON.stringify(saved));
  fs.writeFileSync(path.join(copy, 'trace.json'), JSON.stringify(trace));
  const result = await lighthouse(undefined, {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    auditMode: copy,
    throttling,
    disableStorageReset: saved.settings.disableStorageReset,
  });
  fs.rmSync(copy, { recursive: true, force: true });
  const value = (id) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  return [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'interactive',
    'total-blocking-time',
  ].map(value);
}

let failures = 0;
for (const name of fs
  .readdirSync(folder)
  .filter((f) => f.endsWith('.artifacts'))
  .sort()) {
  const dir = path.join(folder, name);
  const trace = JSON.parse(fs.readFileSync(path.join(dir, 'trace.json'), 'utf8'));
  const { trace: onCpu, time } = phoneTrace(trace, PHONE_SLOWDOWN, { floorByClock: true });
  const { mainThreadEvents } = TraceProcessor.processTrace(trace);
  const threads = new Set(mainThreadEvents.map((e) => `${e.pid}:${e.tid}`));
  const isMain = (e) => threads.has(`${e.pid}:${e.tid}`);
  // 1. Nesting: every parent of the gathered trace still holds its child on CPU time.
  const before = trace.traceEvents;
  const after = onCpu.traceEvents;
  let broken = 0;
  let pairs = 0;
  for (const [child, parent] of nesting(before.map((e) => (isMain(e) ? e : { ...e, ph: '-' })))) {
    pairs += 1;
    const [c, p] = [after[child], after[parent]];
    if (c.ts < p.ts || c.ts + c.dur > p.ts + p.dur) broken += 1;
  }
  const [tasksBefore, tasksAfter] = [tasksOf(trace), tasksOf(onCpu)];
  const sameTasks = tasksBefore.count === tasksAfter.count && tasksBefore.kinds === tasksAfter.kinds;
  // 2. The network part: the simulation without CPU time on both traces.
  const [wall, cpu] = [await audit(dir, trace, 0.0001), await audit(dir, onCpu, 0.0001)];
  const sameNetwork = wall.every((v, i) => v === cpu[i]);
  // 3. At the phone's multiplier: FCP, LCP and TBT on the clock and on CPU time.
  const [wall4, cpu4] = [await audit(dir, trace, 4), await audit(dir, onCpu, 4)];
  // 4. The budgets' trace (the budgets' machine's, made with the run's phone multiplier), at Lighthouse's 4×.
  const kept = path.join(folder, name.replace(/\.artifacts$/, '.phone.json'));
  const phone = fs.existsSync(kept)
    ? JSON.parse(fs.readFileSync(kept, 'utf8')).phoneMultiplier
    : PHONE_SLOWDOWN;
  const budgets = phoneTrace(trace, phone);
  const [budgetsFree, budgetsPhone] = [
    await audit(dir, budgets.trace, 0.0001),
    await audit(dir, budgets.trace, PHONE_SLOWDOWN),
  ];
  const ok = broken === 0 && sameTasks && sameNetwork;
  if (!ok) failures += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name.replace(/\.artifacts$/, '').padEnd(26)} main thread ${time.wallMs} ms on the clock, ` +
      `${time.cpuMs} ms on CPU; nested pairs ${pairs}, outside their parent ${broken}; Lighthouse's tasks ` +
      `${tasksBefore.count} → ${tasksAfter.count}${sameTasks ? ' (same kinds)' : ' (DIFFERENT)'}; without CPU ` +
      `(FCP/LCP/SI/TTI ms) ${wall.slice(0, 4).join('/')} → ${cpu.slice(0, 4).join('/')}; ×4 (FCP/LCP/TBT ms) ` +
      `${[0, 1, 4].map((i) => wall4[i]).join('/')} → ${[0, 1, 4].map((i) => cpu4[i]).join('/')}; kept ${time.flooredMs} ms at 10 ms; ` +
      `the budgets' (the phone ×${phone}; carried at most ${budgets.time.carriedMs} ms): without CPU (FCP/LCP/TTI ms) ` +
      `${[0, 1, 3].map((i) => budgetsFree[i]).join('/')}, at 4× (FCP/LCP/TBT ms) ${[0, 1, 4].map((i) => budgetsPhone[i]).join('/')}`,
  );
}
process.exitCode = failures ? 1 : 0;
