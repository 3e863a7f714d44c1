// Extension point for later domains: fields of the contract answers that other domains own (the virtual batteries
// domain fills `bateria_virtual`). A domain calls `extendContracts` once at import time. The contract list answers
// are cached as JSON until contracts_cache_version changes (core/answer-cache.ts): the extension's domain adds
// triggers bumping it on every change of the tables the extension reads (see batteries-002).
import type { ContractListItem } from '@portal/shared/api-types';
import type { Db } from '../../core/db';

/** Given the contracts of one answer, the fields to merge into each (by contract id). */
export type ContractExtension = (
  db: Db,
  contractIds: readonly number[],
) => Map<number, Partial<ContractListItem>>;

const extensions: ContractExtension[] = [];

export function extendContracts(extension: ContractExtension): void {
  if (!extensions.includes(extension)) extensions.push(extension);
}

export function applyExtensions<T extends ContractListItem>(db: Db, items: T[]): T[] {
  if (extensions.length === 0 || items.length === 0) return items;
  const ids = items.map((item) => item.id);
  const patches = extensions.map((extension) => extension(db, ids));
  return items.map((item) => patches.reduce<T>((acc, patch) => ({ ...acc, ...patch.get(item.id) }), item));
}
