// A curve's points in columns (typed arrays), built once per answer and kept out of React state: the chart draws
// from them and re-downsamples a window of them on zoom and pan.
import type { ConsumptionPoint } from '@portal/shared/api-types';
import type { CurveColumns } from './downsample';

export interface CurvePointColumns extends CurveColumns {
  /** [activa, exportada, reactiva]. */
  series: readonly [Float64Array, Float64Array, Float64Array];
  /** The tariff period number (1..6 for P1..P6), 0 where there is none (`total`). */
  period: Uint8Array;
}

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T(\d{2}):(\d{2}))?$/;

/**
 * A point's date as a time on the chart's axis (ms). The dates are local times without DST shifts, so they are read
 * as UTC and the axis shows them in UTC: 02:00 stays 02:00 on every day of the year.
 */
export function pointTime(date: string): number {
  const match = DATE.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1), Number(hour ?? 0), Number(minute ?? 0));
}

const PERIOD_NUMBERS: ReadonlyMap<string, number> = new Map([1, 2, 3, 4, 5, 6].map((n) => [`P${n}`, n]));

/** A tariff period's number (P1..P6), 0 for anything else: a look-up, as it runs once per point of a curve. */
export function periodNumber(period: string): number {
  return PERIOD_NUMBERS.get(period) ?? 0;
}

export function toColumns(points: readonly ConsumptionPoint[]): CurvePointColumns {
  const n = points.length;
  const x = new Float64Array(n);
  const activa = new Float64Array(n);
  const exportada = new Float64Array(n);
  const reactiva = new Float64Array(n);
  const period = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const point = points[i] as ConsumptionPoint;
    x[i] = pointTime(point.date);
    activa[i] = point.activa;
    exportada[i] = point.exportada;
    reactiva[i] = point.reactiva;
    period[i] = periodNumber(point.period);
  }
  return { x, series: [activa, exportada, reactiva], period };
}
