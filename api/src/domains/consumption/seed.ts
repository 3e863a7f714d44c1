// Seeds the household customer's year of quarter-hourly readings (one row per day) and the profiles of its
// electricity contracts: 0010001 (3.0TD) has solar self-consumption and so exports at midday.
import type { Db } from '../../core/db';
import { type CurveContract, consumptionStore } from './store';

export const HOUSEHOLD_PROFILES: Record<string, { base_watts: number; solar: boolean }> = {
  '0010001': { base_watts: 1600, solar: true },
  '0010003': { base_watts: 380, solar: false },
};

export function seedConsumption(db: Db): void {
  const contracts = db
    .prepare<[], CurveContract>(
      `SELECT c.id, c.name, c.kind, c.tariff_name, c.date_start, c.date_end FROM contracts c
       JOIN users u ON u.id = c.user_id WHERE u.username = '12345678Z' AND c.kind = 'electricity' ORDER BY c.id`,
    )
    .all();
  const insertProfile = db.prepare(
    'INSERT INTO consumption_profiles (contract_id, base_watts, solar) VALUES (?, ?, ?)',
  );
  const store = consumptionStore(db);
  for (const contract of contracts) {
    const profile = HOUSEHOLD_PROFILES[contract.name];
    if (profile) insertProfile.run(contract.id, profile.base_watts, profile.solar ? 1 : 0);
    store.ensure(contract);
  }
}
