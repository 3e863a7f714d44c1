// Deterministic synthetic quarter-hourly curves: a household or business load shape by hour and season, solar
// export for self-consumption, and reactive energy. Values are integer Wh (VArh) per quarter, so every coarser
// granularity is an exact sum.
import { seededRandom } from '../../core/random';
import { QUARTERS_PER_DAY, dayTime } from './calendar';

export interface DayCurve {
  activa: Int32Array;
  exportada: Int32Array;
  reactiva: Int32Array;
}

export interface CurveProfile {
  /** Average power of the supply in W (sets the scale). */
  baseWatts: number;
  /** Self-consumption installation: exports at midday. */
  solar: boolean;
}

/** Relative load by hour of a household: low at night, peaks in the morning and the evening. */
const HOURLY_SHAPE = [
  0.45, 0.38, 0.34, 0.32, 0.32, 0.36, 0.55, 0.85, 1.0, 0.9, 0.85, 0.85, 0.95, 1.1, 1.15, 0.95, 0.9, 0.95,
  1.15, 1.4, 1.6, 1.55, 1.2, 0.75,
];
/** More demand in winter (heating) and in high summer (cooling). */
const MONTH_FACTOR = [1.3, 1.25, 1.1, 0.95, 0.85, 0.95, 1.15, 1.1, 0.9, 0.9, 1.1, 1.3];
/** Solar yield by month (kWh-scale factor) and the daylight hours. */
const SOLAR_FACTOR = [0.45, 0.55, 0.75, 0.9, 1.0, 1.05, 1.05, 0.95, 0.8, 0.65, 0.5, 0.4];

function dayOfYearSeed(day: string): number {
  return Math.floor(dayTime(day) / 86_400_000);
}

export function generateDay(contractId: number, day: string, profile: CurveProfile): DayCurve {
  const random = seededRandom(contractId * 100_003 + dayOfYearSeed(day));
  const month = Number(day.slice(5, 7)) - 1;
  const weekday = new Date(dayTime(day)).getUTCDay();
  const weekendFactor = weekday === 0 || weekday === 6 ? 1.12 : 1;
  const dayFactor = (MONTH_FACTOR[month] ?? 1) * weekendFactor * (0.85 + random.next() * 0.3);
  const sunny = 0.5 + random.next() * 0.5;
  const activa = new Int32Array(QUARTERS_PER_DAY);
  const exportada = new Int32Array(QUARTERS_PER_DAY);
  const reactiva = new Int32Array(QUARTERS_PER_DAY);
  for (let q = 0; q < QUARTERS_PER_DAY; q += 1) {
    const hour = Math.floor(q / 4);
    const load =
      (profile.baseWatts / 4) * (HOURLY_SHAPE[hour] ?? 1) * dayFactor * (0.8 + random.next() * 0.4);
    let solar = 0;
    if (profile.solar) {
      const h = q / 4 - 13.5;
      const bell = Math.max(0, 1 - (h * h) / 36);
      solar = (profile.baseWatts / 4) * 2.2 * bell * (SOLAR_FACTOR[month] ?? 0.7) * sunny;
    }
    const net = load - solar;
    activa[q] = Math.max(0, Math.round(net));
    exportada[q] = Math.max(0, Math.round(-net));
    reactiva[q] = Math.round(load * (0.1 + random.next() * 0.08));
  }
  return { activa, exportada, reactiva };
}

/** One day packed in a BLOB: activa, exportada, reactiva, 96 little-endian int32 each (1152 bytes). */
export function packDay(curve: DayCurve): Buffer {
  const buffer = Buffer.alloc(QUARTERS_PER_DAY * 12);
  for (let q = 0; q < QUARTERS_PER_DAY; q += 1) {
    buffer.writeInt32LE(curve.activa[q] ?? 0, q * 4);
    buffer.writeInt32LE(curve.exportada[q] ?? 0, (QUARTERS_PER_DAY + q) * 4);
    buffer.writeInt32LE(curve.reactiva[q] ?? 0, (2 * QUARTERS_PER_DAY + q) * 4);
  }
  return buffer;
}

export function unpackDay(buffer: Buffer): DayCurve {
  // One copy into an aligned buffer (a BLOB may not start at a 4-byte boundary); typed arrays read the platform's
  // byte order, little-endian on every machine this runs on (x86, ARM).
  const values = new Int32Array(new Uint8Array(buffer).buffer, 0, QUARTERS_PER_DAY * 3);
  return {
    activa: values.subarray(0, QUARTERS_PER_DAY),
    exportada: values.subarray(QUARTERS_PER_DAY, 2 * QUARTERS_PER_DAY),
    reactiva: values.subarray(2 * QUARTERS_PER_DAY),
  };
}
