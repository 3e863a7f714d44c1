// Reading and writing the stored curves. The household customer's year is seeded; any other electricity contract's
// year is generated deterministically on its first read and stored (the company's 150 supply points would make every
// fresh database 60 MB larger).
import type { Db } from '../../core/db';
import { addDays, daysBetween, dayPeriods } from './calendar';
import { type CurveProfile, generateDay, packDay, unpackDay } from './curve';
import type { StoredDay } from './points';

/** The last day with a reading (seed "today" is November 2026). */
export const CURVE_END = '2026-10-31';

export interface CurveContract {
  id: number;
  name: string;
  kind: 'electricity' | 'gas';
  tariff_name: string;
  date_start: string;
  date_end: string | null;
}

/** The year of readings of a contract: 365 days up to its end or CURVE_END, not before its start. */
export function curveWindow(contract: CurveContract): { first: string; last: string } | undefined {
  const last = contract.date_end && contract.date_end < CURVE_END ? contract.date_end : CURVE_END;
  const yearBefore = addDays(last, -364);
  const first = contract.date_start > yearBefore ? contract.date_start : yearBefore;
  return first <= last ? { first, last } : undefined;
}

/** A deterministic profile for contracts without a seeded one: bigger for six-period tariffs, some with solar. */
export function defaultProfile(contract: CurveContract): CurveProfile {
  return { baseWatts: /^(3\.0|6\.)/.test(contract.tariff_name) ? 2400 : 420, solar: contract.id % 4 === 0 };
}

export function consumptionStore(db: Db) {
  const profileOf = db.prepare<[number], { base_watts: number; solar: number }>(
    'SELECT base_watts, solar FROM consumption_profiles WHERE contract_id = ?',
  );
  const anyDay = db.prepare<[number], { day: string }>(
    'SELECT day FROM consumption_days WHERE contract_id = ? LIMIT 1',
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

  /** Generates and stores the contract's year when it has no readings yet. */
  const ensure = db.transaction((contract: CurveContract): void => {
    if (contract.kind !== 'electricity' || anyDay.get(contract.id)) return;
    const window = curveWindow(contract);
    if (!window) return;
    const shape = profile(contract);
    for (const day of daysBetween(window.first, window.last))
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
