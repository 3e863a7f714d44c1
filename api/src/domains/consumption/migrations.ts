import type { Migration } from '../../core/db';

export const consumptionMigrations: Migration[] = [
  {
    id: 'consumption-001',
    sql: `CREATE TABLE consumption_profiles (
      contract_id INTEGER PRIMARY KEY REFERENCES contracts(id),
      base_watts INTEGER NOT NULL,
      solar INTEGER NOT NULL DEFAULT 0
    );
    -- One row per contract and day: 96 quarter-hours of activa, exportada and reactiva packed as int32 Wh (curve.ts).
    CREATE TABLE consumption_days (
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      day TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (contract_id, day)
    ) WITHOUT ROWID;`,
  },
];
