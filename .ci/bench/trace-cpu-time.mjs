// The main thread on CPU time (issue 47 item 0): a copy of a Chromium trace in which the renderer main thread's tasks
// last as long as the thread ran them, without the time they waited for a core.
//
// Lighthouse's simulation (lantern) takes each main-thread task's wall time (the trace's `dur`) and multiplies it by
// the CPU slowdown. On a shared 2-core machine a task's wall time was 2–7× its thread time (`tdur`, the CPU time the
// thread got): the figures measured the host's load, which a phone running one page does not have. Every trace event
// carries both clocks where it begins and ends (`ts`/`tts`, and `dur`/`tdur` for a complete event), so within a task
// the thread clock says how much work was done up to any point of the wall clock. `cpuTimeTrace` maps the wall clock
// inside each top-level task onto that work: the task keeps its start (its place among the network requests, which
// the simulation links by time, is unchanged), and every event inside it moves to where the thread's CPU time had
// reached. The map is monotone, so nested events stay inside their parents, the order of every event on the thread is
// kept, and a task's new duration is its thread time × `referenceScale` (the budgets' machine's, see `cpuTimeTrace`).
// Outside the tasks nothing moves.
//
// What keeps its wall time, on purpose: the page's timing marks (navigation start, first and largest contentful
// paint, layout shifts, user timing), which the simulation compares with the network requests' times (the first
// paint's graph is the requests and tasks before the observed paint); events of other threads and processes; async
// and flow events. A pure module (no Lighthouse import) so that its unit tests run anywhere.

/** Instant events that carry a page's timing, kept at their wall time (see above). */
const TIMING_CATEGORIES = ['loading', 'blink.user_timing', 'rail'];
const TIMING_NAMES = new Set(['LayoutShift', 'navigationStart', 'firstPaint', 'firstContentfulPaint']);

/** Lantern's SIGNIFICANT_DUR_THRESHOLD_MS: shorter top-level tasks are pruned from its graph. */
export const SIGNIFICANT_TASK_US = 10_000;

const threadKey = (event) => `${event.pid}:${event.tid}`;
const isComplete = (event) => event.ph === 'X' && typeof event.dur === 'number';
const isTimingMark = (event) =>
  TIMING_NAMES.has(event.name) ||
  event.name.includes('ContentfulPaint') ||
  TIMING_CATEGORIES.some((category) => (event.cat ?? '').split(',').includes(category));

/** Which events the map moves: complete events, begin/end pairs and instants, except the timing marks. */
const moves = (event) =>
  isComplete(event) ||
  event.ph === 'B' ||
  event.ph === 'E' ||
  ((event.ph === 'I' || event.ph === 'i') && !isTimingMark(event));

/**
 * The spans of the thread's top-level tasks: each outermost complete event and, should a task overlap the next (a
 * Chromium bug lantern also corrects), the union of the two, so that the map stays monotone. `tops` are the span's
 * outermost events, with their times on the clock.
 */
function topLevelSpans(events) {
  const complete = events
    .filter((e) => isComplete(e) && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const spans = [];
  for (const event of complete) {
    const last = spans.at(-1);
    const top = { event, start: event.ts, end: event.ts + event.dur };
    if (!last || event.ts >= last.end) spans.push({ start: top.start, end: top.end, tops: [top] });
    else if (top.end > last.end) {
      last.end = top.end;
      last.tops.push(top);
    }
  }
  return spans;
}

/**
 * The map of one span: from samples of (wall, thread) time (each duration event's begin and end; instants and marks
 * may carry a timestamp given after the fact), the CPU time spent since the span's start at any wall time inside it,
 * kept monotone and never above the wall time elapsed (a sample out of step, from rounding, is clamped). Between
 * samples, linear; after the last one the thread's work is unknown and advances no further.
 */
function spanMap(span, events) {
  const samples = [];
  for (const e of events) {
    if (typeof e.tts !== 'number' || !(isComplete(e) || e.ph === 'B' || e.ph === 'E')) continue;
    samples.push([e.ts, e.tts]);
    if (isComplete(e) && typeof e.tdur === 'number') samples.push([e.ts + e.dur, e.tts + e.tdur]);
  }
  samples.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // The span's first event begins it: without a sample there, the thread clock's origin is that of its earliest one.
  const origin = samples.length ? samples[0][1] - (samples[0][0] - span.start) : 0;
  const walls = [span.start];
  const cpus = [0];
  for (const [wall, thread] of samples) {
    const lastWall = walls.at(-1);
    const lastCpu = cpus.at(-1);
    if (wall <= lastWall) continue;
    walls.push(wall);
    cpus.push(Math.min(Math.max(thread - origin, lastCpu), lastCpu + (wall - lastWall)));
  }
  return (t) => {
    if (t <= span.start) return span.start;
    if (t >= walls.at(-1)) return span.start + cpus.at(-1);
    // The first sample at or after t (binary search).
    let lo = 1;
    let hi = walls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (walls[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    const [w0, w1, c0, c1] = [walls[lo - 1], walls[lo], cpus[lo - 1], cpus[lo]];
    return span.start + c0 + ((t - w0) * (c1 - c0)) / (w1 - w0);
  };
}

/**
 * A copy of `trace` in which the events of the given threads (`pid:tid` keys: the renderer main thread Lighthouse
 * reads) take the thread's CPU time instead of the wall clock inside each top-level task. Returns the copy and, per
 * thread, the wall and CPU time of its tasks (their ratio is how much of the wall time was waiting for a core).
 *
 * `referenceScale`: how many times slower the budgets' quiet machine is than this host (the phone's multiplier / 4).
 * The copy is the trace that machine would have recorded: each task lasts its CPU time here × `referenceScale`, and
 * Lighthouse audits it at its own 4× (.ci/lighthouse.mjs). Lantern prunes the tasks shorter than 10 ms from its graph
 * and multiplies the others' durations by its multiplier; with the tasks at the budgets' machine's durations both
 * happen as they would there. (Until 2026-12-04 the tasks lasted their CPU time here and the audit ran at the phone's
 * multiplier, 6–7.5 on this host; a task that would take 10 ms or more there kept 10 ms so that lantern kept it, which
 * made a task of 6–10 ms of CPU as long as one of 10 ms: up to 20 ms of blocking each, 61–158 ms of a route's total
 * blocking time on 4 December.) Every task keeps its start: lantern links a task to the requests it sent only when they
 * started after it, and to a script's request only when that ended before it. A task that, lengthened, would reach the
 * next one's start ends 1 µs before it, as lantern ends overlapping tasks, and the next task gets the rest of its time
 * at its end (`carriedMs`: the most so moved at once): the thread's work stays as long as on the budgets' machine.
 *
 * The page's timing marks keep their time, and so do the requests (the network part of the simulation is the
 * gathering's). Lantern takes a task into a paint's graph by its start (FirstContentfulPaint.getRenderBlockingNodeData:
 * the tasks that started before the observed paint), which the map keeps: a task shortened or lengthened across a
 * paint stays in the graphs it was in. (Until 4 December a task still running when a paint was presented was kept
 * running until just after it, on the belief that lantern took tasks by their end: up to 31 ms of a gathering's
 * main thread, 186 ms of blocking at 4× in one run, that the page never spent.)
 *
 * `floorByClock`: no lengthening, and the tasks of 10 ms or more on the clock keep at least 10 ms (`flooredMs`):
 * lantern then builds the gathering's own graph (.ci/bench/check-phone-trace.mjs checks the map with it).
 *
 * `without`: trace timestamps (a design-card library's User Timing mark, set at the end of its one-call work: decision
 * 009). The top-level task holding one takes no time at all (`leftOutMs`: its CPU time), and lantern leaves it out of
 * its graph: the page as if that call had cost nothing, for a budget judged besides it.
 */
export function cpuTimeTrace(
  trace,
  threads,
  { significantUs = SIGNIFICANT_TASK_US, referenceScale = 1, floorByClock = false, without = [] } = {},
) {
  const keys = new Set(threads);
  const scale = floorByClock ? 1 : referenceScale;
  const traceEvents = trace.traceEvents.map((e) => (keys.has(threadKey(e)) ? { ...e } : e));
  const stats = {};
  for (const key of keys) {
    const events = traceEvents
      .filter((e) => threadKey(e) === key && e.ph !== 'M')
      .sort((a, b) => a.ts - b.ts);
    let wallUs = 0;
    let cpuUs = 0;
    let flooredUs = 0;
    let carriedUs = 0;
    let leftOutUs = 0;
    let next = 0;
    // The work of the task before that did not fit before this one's start (µs, on the budgets' machine).
    let carry = 0;
    const spans = topLevelSpans(events);
    for (const [index, span] of spans.entries()) {
      // Events between the tasks stay where they were (no task reaches them).
      while (next < events.length && events[next].ts < span.start) next += 1;
      const inside = [];
      while (next < events.length && events[next].ts < span.end) inside.push(events[next++]);
      // The events that begin inside, and the end events that close a begin/end pair at the span's end.
      while (next < events.length && events[next].ts === span.end && events[next].ph === 'E')
        inside.push(events[next++]);
      const cpuMap = spanMap(span, inside);
      const leftOut = without.some((t) => t >= span.start && t <= span.end);
      if (leftOut) leftOutUs += cpuMap(span.end) - span.start;
      // It ends before the next task's start; what does not fit goes on in the next task.
      const nextStart = spans[index + 1]?.start ?? Infinity;
      const own = leftOut ? 0 : (cpuMap(span.end) - span.start) * scale;
      const work = own + carry;
      const length = Math.max(0, Math.min(work, nextStart - 1 - span.start));
      carry = work - length;
      carriedUs = Math.max(carriedUs, carry);
      // Its own events first, in at most the length it got; the carried work, if any, at its end.
      const factor = own > 0 ? Math.min(1, length / own) : 0;
      const map = leftOut ? () => span.start : (t) => span.start + (cpuMap(t) - span.start) * scale * factor;
      const moved = inside.map((e) => {
        const start = Math.round(map(e.ts));
        return isComplete(e) ? [start, Math.round(map(Math.min(e.ts + e.dur, span.end))) - start] : [start];
      });
      inside.forEach((e, i) => {
        if (!moves(e)) return;
        e.ts = moved[i][0];
        if (isComplete(e)) e.dur = moved[i][1];
      });
      for (const { event, start, end: wallEnd } of span.tops) {
        // `floorByClock`: lantern leaves out of its graph the tasks shorter than 10 ms on the clock; such a task of
        // the gathering keeps 10 ms (never longer than it was).
        const floor = floorByClock && wallEnd - start >= significantUs ? significantUs : 0;
        if (event.dur < floor) {
          flooredUs += floor - event.dur;
          event.dur = floor;
        }
        // The span's last task ends where the length it got does (its own work and the carried one).
        if (event === span.tops.at(-1).event)
          event.dur = Math.max(event.dur, Math.round(span.start + length) - event.ts);
      }
      wallUs += span.end - span.start;
      if (!leftOut) cpuUs += cpuMap(span.end) - span.start;
    }
    stats[key] = {
      tasks: spans.length,
      wallMs: Math.round(wallUs / 1000),
      cpuMs: Math.round(cpuUs / 1000),
      flooredMs: Math.round(flooredUs / 1000),
      carriedMs: Math.round(carriedUs / 1000),
      leftOutMs: Math.round(leftOutUs / 1000),
    };
  }
  return { trace: { ...trace, traceEvents }, threads: stats };
}
