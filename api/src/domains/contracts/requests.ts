// Rules shared by the contract change calls: only active contracts change (customer-area §4 "Contract edit dialogs are
// enabled only when the contract state is activa"), power and SIPS also need ATR, and one request of a kind at a time.
import type { ContractRequestKind } from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { ApiError } from '../../core/errors';
import type { ContractRow } from './rows';

export function assertEditable(row: ContractRow, options: { needsAtr?: boolean } = {}): void {
  if (row.state !== 'activa') throw new ApiError(409, 'contract_not_active');
  if (options.needsAtr && row.atr_available !== 1) throw new ApiError(409, 'atr_not_available');
}

export function requestStore(db: Db) {
  const open = db.prepare(
    `SELECT 1 FROM contract_requests WHERE contract_id = ? AND kind = ? AND state = 'requested'`,
  );
  const insert = db.prepare(
    `INSERT INTO contract_requests (contract_id, kind, state, waiting_for_signature, payload, created_at)
     VALUES (?, ?, 'requested', ?, ?, ?)`,
  );
  return {
    /** 409 `request_in_process` while a request of this kind waits (customer-area §4 "A new request is blocked"). */
    assertNoneOpen(contractId: number, kind: ContractRequestKind): void {
      if (open.get(contractId, kind)) throw new ApiError(409, 'request_in_process');
    },
    create(
      contractId: number,
      kind: ContractRequestKind | 'atc',
      waiting: boolean,
      payload: unknown,
    ): number {
      return Number(
        insert.run(contractId, kind, waiting ? 1 : 0, JSON.stringify(payload), new Date().toISOString())
          .lastInsertRowid,
      );
    },
  };
}

/** A number from JSON or a form field; a comma is accepted as the decimal separator. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+([.,]\d+)?\s*$/.test(value)) return undefined;
  return Number(value.trim().replace(',', '.'));
}

export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'yes') return true;
  if (value === 'false' || value === '0' || value === 'no') return false;
  return undefined;
}
