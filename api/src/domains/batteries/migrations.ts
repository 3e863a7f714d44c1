import { versionTriggers } from '../../core/answer-cache';
import type { Migration } from '../../core/db';

export const batteriesMigrations: Migration[] = [
  {
    id: 'batteries-001',
    sql: `CREATE TABLE batteries (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      name TEXT NOT NULL
    );
    CREATE INDEX batteries_user ON batteries(user_id);
    -- One battery entry of a contract (its bateria_virtual list): the share of the contract's surplus it receives.
    CREATE TABLE battery_entries (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      battery_id INTEGER NOT NULL REFERENCES batteries(id),
      pes_percentatge INTEGER NOT NULL CHECK (pes_percentatge BETWEEN 0 AND 100),
      aplicat REAL NOT NULL DEFAULT 0,
      data_inici TEXT NOT NULL,
      data_final TEXT,
      gestio_descomptes TEXT NOT NULL DEFAULT 'aplicar' CHECK (gestio_descomptes IN ('aplicar', 'acumular')),
      total_descompte REAL NOT NULL DEFAULT 0,
      es_origen INTEGER NOT NULL DEFAULT 0,
      UNIQUE (contract_id, battery_id)
    );
    CREATE INDEX battery_entries_contract ON battery_entries(contract_id);`,
  },
  {
    // The contract answers carry `bateria_virtual` (extendContracts) and are cached until contracts_cache_version
    // (contracts-002) changes: a battery change bumps it too.
    id: 'batteries-002',
    sql: versionTriggers('contracts_cache_version', ['batteries', 'battery_entries'], 'contracts_cache'),
  },
];
