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
// reached. The map is monotone and never stretches time, so nested events stay inside their parents, the order of
// every event on the thread is kept, and a task's new duration is its thread time. Outside the tasks nothing moves.
//
// What keeps its wall time, on purpose: the page's timing marks (navigation start, first and largest contentful
// paint, layout shifts, user timing), which the simulation compares with the network requests' times (the first
// paint's graph is the requests and tasks before the observed paint); events of other threads and processes; async
// and flow events. A pure module (no Lighthouse import) so that its unit tests run anywhere.

/** Instant events that carry a page's timing, kept at their wall time (see above). */
const TIMING_CATEGORIES = ['loading', 'blink.user_timing', 'rail'];
const TIMING_NAMES = new Set(['LayoutShift', 'navigationStart', 'firstPaint', 'firstContentfulPaint']);

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
 * Chromium bug lantern also corrects), the union of the two, so that the map stays monotone.
 */
function topLevelSpans(events) {
  const complete = events
    .filter((e) => isComplete(e) && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const spans = [];
  for (const event of complete) {
    const last = spans.at(-1);
    if (last && event.ts < last.end) last.end = Math.max(last.end, event.ts + event.dur);
    else spans.push({ start: event.ts, end: event.ts + event.dur });
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
 */
export function cpuTimeTrace(trace, threads) {
  const keys = new Set(threads);
  const traceEvents = trace.traceEvents.map((e) => (keys.has(threadKey(e)) ? { ...e } : e));
  const stats = {};
  for (const key of keys) {
    const events = traceEvents
      .filter((e) => threadKey(e) === key && e.ph !== 'M')
      .sort((a, b) => a.ts - b.ts);
    let wallUs = 0;
    let cpuUs = 0;
    let next = 0;
    const spans = topLevelSpans(events);
    for (const span of spans) {
      while (next < events.length && events[next].ts < span.start) next += 1;
      const inside = [];
      while (next < events.length && events[next].ts < span.end) inside.push(events[next++]);
      // The events that begin inside, and the end events that close a begin/end pair at the span's end.
      while (next < events.length && events[next].ts === span.end && events[next].ph === 'E')
        inside.push(events[next++]);
      const map = spanMap(span, inside);
      const moved = inside.map((e) => {
        const start = Math.round(map(e.ts));
        return isComplete(e) ? [start, Math.round(map(Math.min(e.ts + e.dur, span.end))) - start] : [start];
      });
      inside.forEach((e, i) => {
        if (!moves(e)) return;
        e.ts = moved[i][0];
        if (isComplete(e)) e.dur = moved[i][1];
      });
      wallUs += span.end - span.start;
      cpuUs += map(span.end) - span.start;
    }
    stats[key] = { tasks: spans.length, wallMs: Math.round(wallUs / 1000), cpuMs: Math.round(cpuUs / 1000) };
  }
  return { trace: { ...trace, traceEvents }, threads: stats };
}
