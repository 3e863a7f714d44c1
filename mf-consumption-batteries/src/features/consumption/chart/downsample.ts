// Downsampling for display (issue 10: "downsample for display (for example LTTB) while keeping exact totals and the
// exact values in the tooltip on zoom"). Largest-Triangle-Three-Buckets (Steinarsson, 2013) picks real points, never
// averages, so every drawn point is an exact reading; the first, the last and each series' minimum and maximum in the
// window are always kept, so no peak disappears. Totals never come from here: they are added over the raw points.
//
// Written here rather than taken from `downsample` 1.4.0: that package downsamples one [x, y] series at a time (the
// chart's four series must share their x so one tooltip reads them all) and does not keep the extremes.

/** A curve in columns: x (ms, ascending) and the y of each series, all the same length. Kept out of React state. */
export interface CurveColumns {
  x: Float64Array;
  series: readonly Float64Array[];
}

/** The half-open index window [from, to) of the points whose x lies within [min, max]. */
export function windowOf(x: Float64Array, min: number, max: number): { from: number; to: number } {
  return { from: lowerBound(x, min), to: upperBound(x, max) };
}

function lowerBound(x: Float64Array, value: number): number {
  let low = 0;
  let high = x.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((x[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function upperBound(x: Float64Array, value: number): number {
  let low = 0;
  let high = x.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((x[mid] ?? 0) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * LTTB over `y` in [from, to): the indices (ascending) of at most `threshold` points that keep the curve's shape. A
 * window of `threshold` points or fewer is returned whole.
 */
export function lttbIndices(
  x: Float64Array,
  y: Float64Array,
  threshold: number,
  from = 0,
  to = x.length,
): number[] {
  const length = to - from;
  if (length <= 0) return [];
  if (threshold >= length || threshold < 3) {
    if (threshold >= length) return Array.from({ length }, (_, i) => from + i);
    return length === 1 ? [from] : [from, to - 1];
  }
  const picked: number[] = [from];
  // The first and last points are kept; the points between fall into threshold - 2 buckets.
  const size = (length - 2) / (threshold - 2);
  let a = from;
  for (let bucket = 0; bucket < threshold - 2; bucket += 1) {
    const start = from + Math.floor(bucket * size) + 1;
    const end = from + Math.floor((bucket + 1) * size) + 1;
    // The average of the next bucket (the last point for the last bucket).
    const nextStart = end;
    const nextEnd = Math.min(from + Math.floor((bucket + 2) * size) + 1, to);
    let avgX = 0;
    let avgY = 0;
    const nextCount = Math.max(1, nextEnd - nextStart);
    if (nextEnd > nextStart) {
      for (let i = nextStart; i < nextEnd; i += 1) {
        avgX += x[i] ?? 0;
        avgY += y[i] ?? 0;
      }
    } else {
      avgX = x[to - 1] ?? 0;
      avgY = y[to - 1] ?? 0;
    }
    avgX /= nextCount;
    avgY /= nextCount;
    const ax = x[a] ?? 0;
    const ay = y[a] ?? 0;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i += 1) {
      const area = Math.abs((ax - avgX) * ((y[i] ?? 0) - ay) - (ax - (x[i] ?? 0)) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    picked.push(best);
    a = best;
  }
  picked.push(to - 1);
  return picked;
}

/** The indices of the minimum and the maximum of `y` in [from, to) (the first one of each when tied). */
export function extremeIndices(y: Float64Array, from = 0, to = y.length): [number, number] | [] {
  if (to <= from) return [];
  let min = from;
  let max = from;
  for (let i = from + 1; i < to; i += 1) {
    const value = y[i] ?? 0;
    if (value < (y[min] ?? 0)) min = i;
    if (value > (y[max] ?? 0)) max = i;
  }
  return [min, max];
}

/**
 * The points to draw of a window: LTTB over the first series (the active energy, the one the customer reads), plus
 * the minimum and maximum of every series, shared by all series so that one tooltip reads them all. At most
 * `threshold + 2 × series` indices, ascending.
 */
export function displayIndices(columns: CurveColumns, threshold: number, from = 0, to = columns.x.length) {
  const [main] = columns.series;
  if (!main) return [];
  const picked = new Set(lttbIndices(columns.x, main, threshold, from, to));
  if (picked.size < to - from)
    for (const y of columns.series) for (const i of extremeIndices(y, from, to)) picked.add(i);
  return [...picked].sort((a, b) => a - b);
}
