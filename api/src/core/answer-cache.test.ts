// The cached JSON answers of the list calls (core/answer-cache.ts): a change from any path (a route, another
// domain, plain SQL) is visible on the next list call, and one customer never receives another's cached answer.
import type {
  AddressListResponse,
  BankAccountListResponse,
  CaseListResponse,
  ContractListResponse,
} from '@portal/shared/api-types';
import Database from 'better-sqlite3';
import { setUpFileApp } from '../testing/app';
import { versionCounter, versionTriggers } from './answer-cache';
import { casePayload, dataUrl } from '../testing/builders';

const {
  t,
  get,
  headers: { laura, company, empty },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674', empty: '00000000T' });

const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = laura) =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
const userId = (username: string) =>
  t.app.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

const LIST = '/api/v2/contracts?type=all&offset=0&limit=100';

describe('isolation between customers', () => {
  it('answers each customer their own list for the same URL, whoever asked first', async () => {
    for (const url of [
      LIST,
      '/api/v2/addresses/',
      '/api/v2/contracts/ibans/',
      '/api/v1/crm/cases/?limit=20',
    ]) {
      const first = await get(url, laura);
      const other = await get(url, company);
      const none = await get(url, empty);
      const again = await get(url, laura);
      expect([first.statusCode, other.statusCode, none.statusCode, again.statusCode]).toEqual([
        200, 200, 200, 200,
      ]);
      expect(other.body).not.toBe(first.body);
      expect(none.body).not.toBe(first.body);
      expect(again.body).toBe(first.body);
    }
    const lauraNames = (await get(LIST, laura)).json<ContractListResponse>().items.map((c) => c.name);
    const companyNames = (await get(LIST, company)).json<ContractListResponse>().items.map((c) => c.name);
    expect(lauraNames).toContain('0010001');
    expect(companyNames).not.toContain('0010001');
    expect((await get(LIST, empty)).json<ContractListResponse>()).toMatchObject({
      total_items: 0,
      items: [],
    });
    expect((await get('/api/v1/crm/cases/?limit=20', empty)).json<CaseListResponse>().items).toEqual([]);
  });

  it('keeps the guards: no token, a bad token, and the content type of the answer', async () => {
    expect((await get(LIST, {})).json()).toEqual({ message: 'token_missing' });
    expect((await get(LIST, { authorization: 'Bearer nope' })).json()).toEqual({ message: 'invalid_token' });
    const ok = await get(LIST, laura);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('does not cache errors: a bad query stays a 400 and a good one still answers', async () => {
    const bad = await get('/api/v2/contracts?type=water', laura);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/v2/contracts?type=water', laura)).statusCode).toBe(400);
    expect((await get('/api/v1/crm/cases/?state=nope', laura)).statusCode).toBe(400);
  });
});

describe('invalidation: a change is visible on the next list call', () => {
  it('contract list: a notification e-mail changed through the API', async () => {
    const before = (await get(LIST, laura)).json<ContractListResponse>();
    const active = before.items.find((c) => c.name === '0010001');
    expect(active?.notification_address?.email).not.toBe('cache-check@example.com');
    const res = await call('PUT', '/api/v2/contracts/0010001/notification/email/', {
      email: 'cache-check@example.com',
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(LIST, laura)).json<ContractListResponse>();
    expect(after.items.find((c) => c.name === '0010001')?.notification_address?.email).toBe(
      'cache-check@example.com',
    );
  });

  it('contract list: a change of another domain (virtual battery percentages)', async () => {
    const percentages = async () =>
      (await get(LIST, laura))
        .json<ContractListResponse>()
        .items.find((c) => c.name === '0010001')
        ?.bateria_virtual.map((e) => e.pes_percentatge);
    expect(await percentages()).toEqual([60, 40]);
    const res = await call('PUT', '/api/v1/contract/0010001/change_bateria_pes_percentatge/1', {
      pes_percentatge: 70,
    });
    expect(res.statusCode).toBe(200);
    expect(await percentages()).toEqual([70, 30]);
  });

  it('contract list: a plain SQL write, on every page and filter already cached', async () => {
    const urls = [
      LIST,
      '/api/v2/contracts?offset=0&limit=20',
      '/api/v2/contracts?offset=0&limit=20&filter=0010',
    ];
    for (const url of urls) expect((await get(url, laura)).statusCode).toBe(200);
    t.app.db.prepare("UPDATE contracts SET amount_debt = 99.5 WHERE name = '0010001'").run();
    for (const url of urls)
      expect((await get(url, laura)).json<ContractListResponse>().items[0]?.amount_debt).toBe(99.5);
  });

  it('addresses and bank accounts', async () => {
    const uid = userId('12345678Z');
    const addresses = (await get('/api/v2/addresses/', laura)).json<AddressListResponse>().data.length;
    const ibans = (await get('/api/v1/ibans/', laura)).json<BankAccountListResponse>().data.length;
    t.app.db
      .prepare(
        `INSERT INTO addresses (user_id, name, zipcode, city, ine, state_id, state_name, tv_id, tv_name, nv, pnp, email, mobile, habitual)
         SELECT user_id, name, zipcode, city, ine, state_id, state_name, tv_id, tv_name, nv, pnp, email, mobile, 0
         FROM addresses WHERE user_id = ? LIMIT 1`,
      )
      .run(uid);
    t.app.db
      .prepare(
        'INSERT INTO bank_accounts (user_id, iban) SELECT user_id, iban FROM bank_accounts WHERE user_id = ? LIMIT 1',
      )
      .run(uid);
    expect((await get('/api/v2/addresses/', laura)).json<AddressListResponse>().data).toHaveLength(
      addresses + 1,
    );
    expect((await get('/api/v1/ibans/', laura)).json<BankAccountListResponse>().data).toHaveLength(ibans + 1);
    expect((await get('/api/v2/contracts/ibans/', laura)).json<BankAccountListResponse>().data).toHaveLength(
      ibans + 1,
    );
  });

  it('case list: a new case, a state change and a renamed contract', async () => {
    const url = '/api/v1/crm/cases/?offset=0&limit=20';
    const before = (await get(url, laura)).json<CaseListResponse>();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/cases/',
      headers: laura,
      payload: casePayload(
        { name: 'reading.pdf', content: dataUrl('application/pdf', '%PDF-1.4 demo') },
        { subject: 'Cache check', description: 'A new case must show on the next list call.' },
      ),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const after = (await get(url, laura)).json<CaseListResponse>();
    expect(after.total_items).toBe(before.total_items + 1);
    expect(after.items.find((c) => c.id === id)?.subject).toBe('Cache check');

    t.app.db.prepare("UPDATE cases SET state = 'accepted' WHERE id = ?").run(id);
    expect((await get(url, laura)).json<CaseListResponse>().items.find((c) => c.id === id)?.state).toBe(
      'accepted',
    );
    t.app.db.prepare("UPDATE contracts SET name = '0010099' WHERE name = '0010001'").run();
    expect(
      (await get(url, laura)).json<CaseListResponse>().items.find((c) => c.id === id)?.contract?.name,
    ).toBe('0010099');
    t.app.db.prepare("UPDATE contracts SET name = '0010001' WHERE name = '0010099'").run();
  });
});

describe('settings answers (serialised once per brand)', () => {
  const settings = (brand?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/ov_customize/ov_settings',
      headers: brand ? { 'x-brand': brand } : {},
    });

  it('answers each brand its own settings, and an unknown brand stays a 404', async () => {
    const main = await settings();
    const lite = await settings('lite');
    expect(main.json<Record<string, unknown>>()['brand.id']).toBe('default');
    expect(lite.json<Record<string, unknown>>()['brand.id']).toBe('lite');
    expect((await settings()).body).toBe(main.body);
    expect((await settings('nope')).statusCode).toBe(404);
    const open = await get('/api/v2/ov_customize/ov_private_settings', { ...laura, 'x-brand': 'lite' });
    expect(open.statusCode).toBe(200);
    expect((await get('/api/v2/ov_customize/ov_private_settings', {})).statusCode).toBe(401);
  });

  it('shows a maintenance change on the next call', async () => {
    expect((await settings('lite')).json<Record<string, unknown>>()['maintenance.enabled']).toBe(false);
    t.app.db.prepare("UPDATE maintenance SET enabled = 1, start = '2026-11-21T18:00:00Z' WHERE id = 1").run();
    expect((await settings('lite')).json<Record<string, unknown>>()).toMatchObject({
      'maintenance.enabled': true,
      'maintenance.start': '2026-11-21T18:00:00Z',
    });
    t.app.db.prepare('UPDATE maintenance SET enabled = 0 WHERE id = 1').run();
    expect((await settings('lite')).json<Record<string, unknown>>()['maintenance.enabled']).toBe(false);
  });
});

describe('versionCounter and versionTriggers', () => {
  it('bump the counter on every insert, update and delete of the tables named, and on no other', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE a (id INTEGER PRIMARY KEY, x TEXT); CREATE TABLE b (id INTEGER PRIMARY KEY); CREATE TABLE c (id INTEGER)',
    );
    db.exec(versionCounter('a_cache_version', ['a']));
    db.exec(versionTriggers('a_cache_version', ['b'], 'a_cache'));
    const version = () => db.prepare('SELECT v FROM a_cache_version WHERE id = 1').pluck().get();
    expect(version()).toBe(0);
    db.exec("INSERT INTO a (id, x) VALUES (1, 'one'); UPDATE a SET x = 'uno'; DELETE FROM a");
    expect(version()).toBe(3);
    db.exec('INSERT INTO b (id) VALUES (1); INSERT INTO c (id) VALUES (1)');
    expect(version()).toBe(4);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name").pluck().all(),
    ).toEqual([
      'a_delete_cache',
      'a_insert_cache',
      'a_update_cache',
      'b_delete_a_cache',
      'b_insert_a_cache',
      'b_update_a_cache',
    ]);
    db.close();
  });
});
