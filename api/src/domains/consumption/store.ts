// Reading and writing the stored curves. The household customer's year is seeded; any other electricity contract's
// year is generated deterministically on its first read and stored (the company's 150 supply points would make every
// fresh database 60 MB larger).
import type { Db } from '../../core/db';
import { addDays, daysBetween, dayPeriods } from './calendar';
import { type CurveProfile, generateDay, packDay, unpackDay } from './curve';
import type { StoredDay } from './points';

/** The last day of the seed's own year of readings (its "today" is November 2026): readings start 364 days before it. */
export const SEED_CURVE_END = '2026-10-31';
const SEED_CURVE_START = addDays(SEED_CURVE_END, -364);

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Madrid at `now` (YYYY-MM-DD). */
export function madridToday(now: number = Date.now()): string {
  return madridDay.format(now);
}

/** The last day with readings at `now`: yesterday in Madrid, as a distributor's meter readings arrive a day late,
 * never before the seed's own last day. The portal opens the consumption on the last week of the month before today,
 * so the readings follow the calendar: with a fixed end, from December 2026 that week had none. */
export function readingsEnd(now: number = Date.now()): string {
  const yesterday = addDays(madridToday(now), -1);
  return yesterday > SEED_CURVE_END ? yesterday : SEED_CURVE_END;
}

export interface CurveContract {
  id: number;
  name: string;
  kind: 'electricity' | 'gas';
  tariff_name: string;
  date_start: string;
  date_end: string | null;
}

/** The readings of a contract: from the seed's year (or 365 days before the contract's end, for one that ended
 * earlier), not before its start, up to its end or `end` (readingsEnd). The days of the seed's year never move, so
 * the invoices summed from them stay as seeded. */
export function curveWindow(
  contract: CurveContract,
  end: string = readingsEnd(),
): { first: string; last: string } | undefined {
  const last = contract.date_end && contract.date_end < end ? contract.date_end : end;
  const yearBefore = addDays(last, -364);
  const from = yearBefore < SEED_CURVE_START ? yearBefore : SEED_CURVE_START;
  const first = contract.date_start > from ? contract.date_start : from;
  return first <= last ? { first, last } : undefined;
}

/** A deterministic profile for contracts without a seeded one: bigger for six-period tariffs, some with solar. */
export function defaultProfile(contract: CurveContract): CurveProfile {
  return { baseWatts: /^(3\.0|6\.)/.test(contract.tariff_name) ? 2400 : 420, solar: contract.id % 4 === 0 };
}

/** `end`: the last day with readings (readingsEnd at each call unless given, for tests). */
export function consumptionStore(db: Db, end: () => string = () => readingsEnd()) {
  const profileOf = db.prepare<[number], { base_watts: number; solar: number }>(
    'SELECT base_watts, solar FROM consumption_profiles WHERE contract_id = ?',
  );
  const lastDay = db.prepare<[number], { day: string | null }>(
    'SELECT MAX(day) AS day FROM consumption_days WHERE contract_id = ?',
  );
  const insertDay = db.prepare(
    'INSERT OR IGNORE INTO consumption_days (contract_id, day, data) VALUES (?, ?, ?)',
  );
  const daysOf = db.prepare<[number, string, string], { day: string; data: Buffer }>(
    'SELECT day, data FROM consumption_days WHERE contract_id = ? AND day BETWEEN ? AND ? ORDER BY day',
  );

  function profile(contract: CurveContract): CurveProfile {
    const row = profileOf.get(contract.id);
    return row ? { baseWatts: row.base_watts, solar: row.solar === 1 } : defaultProfile(contract);
  }

  /** Generates and stores the contract's readings when it has none yet, and the days since its last one (a database
   * seeded in November gets December's readings in January). */
  const ensure = db.transaction((contract: CurveContract): void => {
    if (contract.kind !== 'electricity') return;
    const window = curveWindow(contract, end());
    if (!window) return;
    const stored = lastDay.get(contract.id)?.day;
    if (stored && stored >= window.last) return;
    const first = stored ? addDays(stored, 1) : window.first;
    const shape = profile(contract);
    for (const day of daysBetween(first, window.last))
      insertDay.run(contract.id, day, packDay(generateDay(contract.id, day, shape)));
  });

  return {
    ensure,
    /** The stored days from `first` to `last` (YYYY-MM-DD, included), with the tariff periods of each hour. */
    read(contract: CurveContract, first: string, last: string): StoredDay[] {
      ensure(contract);
      return daysOf.all(contract.id, first, last).map((row) => ({
        day: row.day,
        curve: unpackDay(row.data),
        periods: dayPeriods(row.day, contract.tariff_name),
      }));
    },
  };
}
export type ConsumptionStore = ReturnType<typeof consumptionStore>;
