// The contract list of a customer, built once and kept in memory until any contract, address or bank account row
// changes (a counter bumped by triggers, migration contracts-002). Paging and the text filter then run in memory:
// the list endpoints stay well under their latency budget even for the 160-contract company.
import type { ContractListItem } from '@portal/shared/api-types';
import type { Db } from '../../core/db';

export type KindFilter = 'electricity' | 'gas' | 'all';

interface Entry {
  version: number;
  items: ContractListItem[];
  /** Lower-cased contract number, CUPS and supply address of each item, for the filter. */
  haystacks: string[];
}

const MAX_USERS = 2000;

export function listCache(db: Db, load: (uid: number) => ContractListItem[]) {
  const version = db.prepare('SELECT v FROM contracts_cache_version WHERE id = 1').pluck();
  const entries = new Map<number, Entry>();

  const entryOf = (uid: number): Entry => {
    const current = version.get() as number;
    const cached = entries.get(uid);
    if (cached && cached.version === current) return cached;
    const items = load(uid);
    const entry = {
      version: current,
      items,
      haystacks: items.map((i) => `${i.name} ${i.cups.name} ${i.cups.full_address}`.toLowerCase()),
    };
    if (entries.size >= MAX_USERS) entries.clear();
    entries.set(uid, entry);
    return entry;
  };

  return {
    page(uid: number, kind: KindFilter, filter: string | undefined, offset: number, limit: number) {
      const entry = entryOf(uid);
      const needle = filter?.trim().toLowerCase();
      const matching = entry.items.filter(
        (item, i) =>
          (kind === 'all' || item.kind === kind) && (!needle || entry.haystacks[i]?.includes(needle)),
      );
      return { items: matching.slice(offset, offset + limit), total: matching.length };
    },
  };
}
