// The contract list of a customer, paged in SQL (issue 47 item 3: the largest customers have 5,000 supply points; the
// list once built every item of a customer in memory, 2.5 s for the first page of 5,000). A page reads only its rows
// from the database, through the index contracts(user_id, kind, name). The text filter matches what it always matched,
// the contract number, the CUPS and the supply address as the answer writes it, lower-cased by JavaScript (accented
// capitals too): against a small index kept in memory per customer (each contract's id, kind and that text, 0.4 MB for
// 5,000), rebuilt when contracts_cache_version moves; the matching page's rows are then read by id. Whole answers are
// also cached as JSON (core/answer-cache.ts).
import type { ContractListItem } from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { type AddressRow, fullAddressOf } from './rows';

export type KindFilter = 'electricity' | 'gas' | 'all';

/**
 * The list's `state` filter: a contract state, or `signature_pending`, the drafts without a sign date (customer-area
 * §4: "esborrany shows … signature pending when there is no sign_date"), which the home's card counts.
 */
export const STATE_FILTERS = ['esborrany', 'activa', 'baixa', 'signature_pending'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

/** Which contracts of a customer a list answers: a kind, a text filter and a state. */
export interface ContractListQuery {
  kind: KindFilter;
  filter?: string | undefined;
  state?: StateFilter | undefined;
}

/**
 * The SQL condition of the state filter (`@state` NULL: every state), on a page without a text filter; `matchesState`
 * is the same rule on the search index (list-cache.test.ts holds them to the same answers).
 */
export const STATE_CONDITION = `(@state IS NULL OR (@state = 'signature_pending' AND c.state = 'esborrany' AND c.sign_date IS NULL)
  OR c.state = @state)`;

/**
 * A search page's rows by id (`@ids`, a JSON array), the customer's own only. The `+` keeps SQLite from reading the
 * customer's contracts through contracts(user_id, kind, name) and testing each id (all 5,000 of the largest customer
 * for every search): the ids are looked up by primary key and the customer checked on each row.
 */
export const BY_IDS_CONDITION = '+c.user_id = @uid AND c.id IN (SELECT value FROM json_each(@ids))';

export function matchesState(
  state: StateFilter | undefined,
  contractState: string,
  signDate: string | null,
): boolean {
  if (!state) return true;
  if (state === 'signature_pending') return contractState === 'esborrany' && signDate === null;
  return contractState === state;
}

interface SearchIndex {
  version: number;
  /** In list order (kind, then number). */
  ids: number[];
  kinds: string[];
  /** Lower-cased contract number, CUPS and supply address of each. */
  texts: string[];
  states: string[];
  signDates: (string | null)[];
}

const MAX_USERS = 2000;

/**
 * A text as the search compares it: lower case and without accents, so that 'Calle Gran Via' finds 'Calle Gran Vía'
 * (most people type without them) and 'VÍA' finds it too.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * `page(uid, query, offset, limit)`: the items of one page (built by `build` from the page's rows, selected by the SQL
 * `select` gives with a WHERE and ORDER BY appended; its contracts are `c`, supply addresses `s`) and the count of
 * every matching contract.
 */
export function listPager(
  db: Db,
  select: string,
  build: (rows: Record<string, unknown>[]) => ContractListItem[],
) {
  const version = db.prepare('SELECT v FROM contracts_cache_version WHERE id = 1').pluck();
  const count = {
    all: db.prepare(`SELECT COUNT(*) FROM contracts c WHERE c.user_id = @uid AND ${STATE_CONDITION}`).pluck(),
    kind: db
      .prepare(
        `SELECT COUNT(*) FROM contracts c WHERE c.user_id = @uid AND c.kind = @kind AND ${STATE_CONDITION}`,
      )
      .pluck(),
  };
  const page = {
    all: db.prepare(
      `${select} WHERE c.user_id = @uid AND ${STATE_CONDITION} ORDER BY c.kind, c.name LIMIT @limit OFFSET @offset`,
    ),
    kind: db.prepare(
      `${select} WHERE c.user_id = @uid AND c.kind = @kind AND ${STATE_CONDITION}
       ORDER BY c.kind, c.name LIMIT @limit OFFSET @offset`,
    ),
  };
  const byIds = db.prepare(`${select} WHERE ${BY_IDS_CONDITION} ORDER BY c.kind, c.name`);
  const texts = db.prepare(
    `SELECT s.*, c.id AS contract_id, c.kind AS contract_kind, c.name AS contract_name, c.cups AS contract_cups,
       c.state AS contract_state, c.sign_date AS contract_sign_date
     FROM contracts c JOIN addresses s ON s.id = c.supply_address_id WHERE c.user_id = ? ORDER BY c.kind, c.name`,
  );
  const indexes = new Map<number, SearchIndex>();

  const indexOf = (uid: number): SearchIndex => {
    const current = version.get() as number;
    const cached = indexes.get(uid);
    if (cached && cached.version === current) return cached;
    const rows = texts.all(uid) as (AddressRow & {
      contract_id: number;
      contract_kind: string;
      contract_name: string;
      contract_cups: string;
      contract_state: string;
      contract_sign_date: string | null;
    })[];
    const index: SearchIndex = { version: current, ids: [], kinds: [], texts: [], states: [], signDates: [] };
    for (const row of rows) {
      index.ids.push(row.contract_id);
      index.kinds.push(row.contract_kind);
      index.states.push(row.contract_state);
      index.signDates.push(row.contract_sign_date);
      index.texts.push(searchable(`${row.contract_name} ${row.contract_cups} ${fullAddressOf(row)}`));
    }
    if (indexes.size >= MAX_USERS) indexes.clear();
    indexes.set(uid, index);
    return index;
  };

  return {
    page(uid: number, { kind, filter, state }: ContractListQuery, offset: number, limit: number) {
      const needle = filter === undefined ? undefined : searchable(filter.trim());
      const which = kind === 'all' ? 'all' : 'kind';
      const params = { uid, state: state ?? null, ...(kind === 'all' ? {} : { kind }) };
      if (!needle) {
        const total = count[which].get(params) as number;
        const rows =
          limit === 0 || offset >= total
            ? []
            : (page[which].all({ ...params, limit, offset }) as Record<string, unknown>[]);
        return { items: build(rows), total };
      }
      const index = indexOf(uid);
      const matching: number[] = [];
      index.texts.forEach((text, i) => {
        if (
          (kind === 'all' || index.kinds[i] === kind) &&
          matchesState(state, index.states[i] ?? '', index.signDates[i] ?? null) &&
          text.includes(needle)
        )
          matching.push(index.ids[i] ?? 0);
      });
      const ids = matching.slice(offset, offset + limit);
      const rows =
        ids.length === 0 ? [] : (byIds.all({ uid, ids: JSON.stringify(ids) }) as Record<string, unknown>[]);
      return { items: build(rows), total: matching.length };
    },
  };
}
