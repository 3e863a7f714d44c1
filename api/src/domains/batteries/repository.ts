// Battery entries of contracts and their answer shape (customer-area §3 "Virtual battery on a contract").
import type { BatteryPercentage, VirtualBattery } from '@portal/shared/api-types';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../core/db';

export interface EntryRow {
  id: number;
  contract_id: number;
  battery_id: number;
  battery_name: string;
  pes_percentatge: number;
  aplicat: number;
  data_inici: string;
  data_final: string | null;
  gestio_descomptes: VirtualBattery['gestio_descomptes'];
  total_descompte: number;
  es_origen: number;
}

export function entryOf(row: EntryRow): VirtualBattery {
  return {
    id: row.id,
    bateria: { id: row.battery_id, name: row.battery_name },
    pes: row.pes_percentatge / 100,
    pes_percentatge: row.pes_percentatge,
    aplicat: row.aplicat,
    data_inici: row.data_inici,
    data_final: row.data_final,
    gestio_descomptes: row.gestio_descomptes,
    total_descompte: row.total_descompte,
    es_origen: row.es_origen === 1,
  };
}

/** customer-area §4: active between its start and end dates (an open end is allowed). */
export function isActive(row: Pick<EntryRow, 'data_inici' | 'data_final'>, today: string): boolean {
  return row.data_inici <= today && (row.data_final === null || row.data_final >= today);
}

const SELECT = `SELECT e.*, b.name AS battery_name FROM battery_entries e JOIN batteries b ON b.id = e.battery_id`;

export function batteryRepository(db: Db) {
  const ofContract = db.prepare<[number], EntryRow>(
    `${SELECT} WHERE e.contract_id = ? ORDER BY e.es_origen DESC, e.id`,
  );
  const ofUser = db.prepare<[number, number], EntryRow & { user_id: number }>(
    `${SELECT} JOIN contracts c ON c.id = e.contract_id WHERE e.id = ? AND c.user_id = ?`,
  );
  return {
    ofContract: (contractId: number): EntryRow[] => ofContract.all(contractId),
    /** The entry when it belongs to one of the user's contracts. */
    entry: (id: number, userId: number): EntryRow | undefined => ofUser.get(id, userId),
    percentages: (contractId: number): BatteryPercentage[] =>
      ofContract.all(contractId).map((e) => ({ bateria_id: e.battery_id, percentage: e.pes_percentatge })),
  };
}

const byContracts = new WeakMap<Db, Statement<[string], EntryRow>>();

/**
 * The `bateria_virtual` of many contracts at once (the contracts domain's list and detail answers): one statement,
 * prepared once per database, taking the ids as a JSON array.
 */
export function entriesByContract(db: Db, contractIds: readonly number[]): Map<number, VirtualBattery[]> {
  const map = new Map<number, VirtualBattery[]>();
  if (contractIds.length === 0) return map;
  let statement = byContracts.get(db);
  if (!statement) {
    statement = db.prepare<[string], EntryRow>(
      `${SELECT} WHERE e.contract_id IN (SELECT value FROM json_each(?)) ORDER BY e.es_origen DESC, e.id`,
    );
    byContracts.set(db, statement);
  }
  for (const row of statement.all(JSON.stringify(contractIds)))
    map.set(row.contract_id, [...(map.get(row.contract_id) ?? []), entryOf(row)]);
  return map;
}
