// The list's `state` filter is written twice: in SQL (STATE_CONDITION, a page without a text filter) and in memory
// (matchesState, the search index of a filtered page). These tests hold both to the same contracts for every state.
import Database from 'better-sqlite3';
import { setUpFileApp, userIdOf } from '../../testing/app';
import {
  BY_IDS_CONDITION,
  type StateFilter,
  STATE_CONDITION,
  STATE_FILTERS,
  matchesState,
} from './list-cache';
import { contractRepository } from './repository';

/** Every state the list may be asked for: none (every contract) and each of STATE_FILTERS. */
const STATES: readonly (StateFilter | undefined)[] = [undefined, ...STATE_FILTERS];

describe('the state filter in SQL and in the search index', () => {
  // Every contract state of the database (its CHECK), with and without a sign date.
  const CONTRACTS = ['esborrany', 'activa', 'baixa'].flatMap((state) =>
    [null, '2024-01-01'].map((signDate) => ({ state, signDate })),
  );
  const db = new Database(':memory:');
  db.exec('CREATE TABLE contracts (id INTEGER PRIMARY KEY, state TEXT NOT NULL, sign_date TEXT)');
  const insert = db.prepare('INSERT INTO contracts (id, state, sign_date) VALUES (?, ?, ?)');
  CONTRACTS.forEach(({ state, signDate }, id) => insert.run(id, state, signDate));
  const sql = db.prepare(`SELECT c.id FROM contracts c WHERE ${STATE_CONDITION} ORDER BY c.id`).pluck();
  afterAll(() => db.close());

  it.each(STATES.map((state) => [state ?? '(none)', state] as const))(
    'state %s: STATE_CONDITION and matchesState answer the same contracts',
    (_name, state) => {
      const inMemory = CONTRACTS.flatMap(({ state: contractState, signDate }, id) =>
        matchesState(state, contractState, signDate) ? [id] : [],
      );
      expect(sql.all({ state: state ?? null })).toEqual(inMemory);
    },
  );

  it("gives signature_pending the drafts without a sign date (customer-area §4: 'signature pending when there is no sign_date')", () => {
    expect(sql.all({ state: 'signature_pending' })).toEqual(
      CONTRACTS.flatMap(({ state, signDate }, id) =>
        state === 'esborrany' && signDate === null ? [id] : [],
      ),
    );
  });
});

describe('a list page with and without a text filter', () => {
  const { t } = setUpFileApp();
  // The household customer has an active contract, a draft without a sign date and a cancelled one; a signed draft
  // is added so that esborrany and signature_pending differ.
  beforeAll(() => {
    t.app.db
      .prepare("UPDATE contracts SET state = 'esborrany', sign_date = '2024-01-01' WHERE name = '0020001'")
      .run();
  });

  it.each(STATES.map((state) => [state ?? '(none)', state] as const))(
    'state %s: the SQL page and the search index answer the same contracts',
    (_name, state) => {
      const contracts = contractRepository(t.app.db);
      const uid = userIdOf(t.app, '12345678Z');
      const names = (filter: string | undefined) =>
        contracts.list(uid, { kind: 'all', filter, state }, 0, 100).items.map((item) => item.name);
      // Every contract number of the household customer starts with 00.
      expect(names('00')).toEqual(names(undefined));
      expect(names(undefined).length).toBeGreaterThan(0);
    },
  );
});

describe("a search page's rows by id", () => {
  const { t } = setUpFileApp();

  it('reads them by primary key, not through the customer index (issue 47 item 3: 5,000 contracts per search)', () => {
    const plan = t.app.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT c.id FROM contracts c WHERE ${BY_IDS_CONDITION} ORDER BY c.kind, c.name`,
      )
      .all({ uid: 1, ids: '[1, 2]' }) as { detail: string }[];
    const contracts = plan.map((row) => row.detail).filter((detail) => /\bc\b/.test(detail));
    expect(contracts).toEqual([expect.stringMatching(/^SEARCH c USING INTEGER PRIMARY KEY \(rowid=\?\)$/)]);
  });

  it("answers only the customer's own contracts", () => {
    const uid = userIdOf(t.app, '12345678Z');
    const ids = t.app.db.prepare('SELECT id FROM contracts ORDER BY id').pluck().all() as number[];
    const own = t.app.db.prepare('SELECT id FROM contracts WHERE user_id = ? ORDER BY id').pluck().all(uid);
    const rows = t.app.db
      .prepare(`SELECT c.id FROM contracts c WHERE ${BY_IDS_CONDITION} ORDER BY c.id`)
      .pluck()
      .all({ uid, ids: JSON.stringify(ids) });
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(ids.length);
    expect(rows).toEqual(own);
  });
});
