// Issue 47 item 3, the largest customers: the on-demand seed (its small variant, same shape), the lists paged in SQL
// giving what the whole list gave, the chart of the contracts shown, and the CSV of every contract and the ZIP of a
// year's PDFs streamed with backpressure (what is read from the database waits for the reader).
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type {
  ContractListItem,
  ContractListResponse,
  InvoiceChartResponse,
  InvoiceListResponse,
} from '@portal/shared/api-types';
import { runSeedOnce } from '../core/db';
import { buildPdf } from '../core/pdf';
import { configFromEnv } from '../core/config';
import { contractsCsv } from '../domains/contracts/routes-export';
import { contractRepository } from '../domains/contracts/repository';
import { type fullAddressOf } from '../domains/contracts/rows';
import { invoicesZip } from '../domains/invoices/routes-zip';
import { type TestApp, bearer, passwordLogin, testApp, tokenFor, userIdOf } from '../testing/app';
import { describeGuards } from '../testing/guards';
import { csvLines } from '../testing/csv';
import {
  LARGE_CUSTOMER,
  LARGE_CUSTOMER_SMALL,
  LARGE_SEED_ID,
  type LargeSeedReport,
  largeContractName,
  seedLargeCustomer,
} from './large-customer';

jest.setTimeout(60_000);

const SHAPE = LARGE_CUSTOMER_SMALL;
let t: TestApp;
let large: Record<string, string>;
let report: LargeSeedReport | undefined;
beforeAll(async () => {
  t = await testApp();
  runSeedOnce(t.app.db, LARGE_SEED_ID, () => {
    report = seedLargeCustomer(t.app.db, SHAPE);
  });
  large = bearer(await tokenFor(t.app, LARGE_CUSTOMER.username));
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: large });
const filter = (conditions: unknown) => `filter=${encodeURIComponent(JSON.stringify(conditions))}`;

/** Reads a stream to its end. */
async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Lets the stream's producer run for a while with nobody reading. */
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The names of a ZIP's entries, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 4)) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}

describe('the large customer seed (on demand only)', () => {
  it('is not in a regular start; SEED_LARGE=1 asks for it', () => {
    expect(configFromEnv('/tmp', {}).seedLarge).toBe(false);
    expect(configFromEnv('/tmp', { SEED_LARGE: '1' }).seedLarge).toBe(true);
    const regular = t.app.db.prepare("SELECT COUNT(*) FROM _seeds WHERE id = 'large-customer'").pluck();
    expect(regular.get()).toBe(1); // seeded here by the test, recorded like the others
  });

  it('gives the customer its supply points, invoices of every month and multipoint invoices', async () => {
    expect(report).toMatchObject({
      contracts: SHAPE.points,
      invoices: SHAPE.points * SHAPE.months,
      multipoint: SHAPE.offices * SHAPE.months,
      curves: SHAPE.curves,
    });
    // Signing in with the demo password.
    const login = await passwordLogin(t.app, LARGE_CUSTOMER.username, LARGE_CUSTOMER.password);
    expect(login.statusCode).toBe(200);
    const grouped = t.app.db
      .prepare('SELECT COUNT(*) FROM invoices WHERE user_id = ? AND multipoint_id IS NULL')
      .pluck()
      .get(userIdOf(t.app, LARGE_CUSTOMER.username));
    expect(grouped).toBe(0);
  });
});

describe('POST /__test__/large-customer (TEST_ENDPOINTS=1, the end-to-end test)', () => {
  it('seeds the customer once, only where test endpoints are on', async () => {
    const seeded = await t.app.inject({ method: 'POST', url: '/__test__/large-customer' });
    expect(seeded.statusCode).toBe(404); // test endpoints off
    const other = await testApp({ testEndpoints: true });
    try {
      const first = await other.app.inject({ method: 'POST', url: '/__test__/large-customer' });
      expect(first.json()).toEqual({ user: LARGE_CUSTOMER.username, seeded: true });
      const again = await other.app.inject({ method: 'POST', url: '/__test__/large-customer', payload: {} });
      expect(again.json()).toEqual({ user: LARGE_CUSTOMER.username, seeded: false });
      const count = other.app.db.prepare('SELECT COUNT(*) FROM contracts WHERE name >= ?').pluck();
      expect(count.get(largeContractName(1))).toBe(5000);
    } finally {
      await other.close();
    }
  });
});

describe('the contract list, paged in SQL', () => {
  /** Every contract of the list in one answer (the detail's switcher asks limit 99999). */
  async function whole(type: string): Promise<ContractListItem[]> {
    const res = await get(`/api/v2/contracts?offset=0&limit=99999&type=${type}`);
    return res.json<ContractListResponse>().items;
  }

  it('pages through the same contracts, in the same order, as the whole list', async () => {
    const all = await whole('all');
    expect(all).toHaveLength(SHAPE.points);
    const pages: ContractListItem[] = [];
    for (let offset = 0; offset < SHAPE.points; offset += 20) {
      const page = (
        await get(`/api/v2/contracts?offset=${offset}&limit=20&type=all`)
      ).json<ContractListResponse>();
      expect(page.total_items).toBe(SHAPE.points);
      pages.push(...page.items);
    }
    expect(pages.map((c) => c.name)).toEqual(all.map((c) => c.name));
    // Gas first? No: electricity, then gas, each by number (ORDER BY kind, name).
    expect(all[0]?.name).toBe(largeContractName(1));
    const electricity = (await get('/api/v2/contracts?offset=0&limit=5')).json<ContractListResponse>();
    expect(electricity.total_items).toBe(SHAPE.points - SHAPE.points / 10);
  });

  it('matches the filter against number, CUPS and supply address as the list did, accents and capitals too', async () => {
    const all = await whole('all');
    const row = t.app.db
      .prepare('SELECT s.* FROM contracts c JOIN addresses s ON s.id = c.supply_address_id WHERE c.name = ?')
      .get(largeContractName(7)) as Parameters<typeof fullAddressOf>[0];
    const city = row.city.toUpperCase();
    for (const needle of [
      '700001',
      all[3]?.cups.name.slice(-8) ?? '',
      city,
      '  tienda 1  ',
      'nothing-like-this',
    ]) {
      const expected = all.filter((c) =>
        `${c.name} ${c.cups.name} ${c.cups.full_address}`.toLowerCase().includes(needle.trim().toLowerCase()),
      );
      const page = (
        await get(`/api/v2/contracts?offset=0&limit=7&type=all&filter=${encodeURIComponent(needle)}`)
      ).json<ContractListResponse>();
      expect([needle, page.total_items]).toEqual([needle, expected.length]);
      expect(page.items.map((c) => c.name)).toEqual(expected.slice(0, 7).map((c) => c.name));
    }
  });
});

describe('the invoices of three years', () => {
  const uid = () => userIdOf(t.app, LARGE_CUSTOMER.username);

  it('counts every invoice and pages newest first', async () => {
    const page = (await get('/api/v1/invoices/?offset=0&limit=50&type=all')).json<InvoiceListResponse>();
    expect(page.n_items).toBe(SHAPE.points * SHAPE.months);
    expect(page.items).toHaveLength(50);
    const dates = page.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by contract through its index', async () => {
    const name = largeContractName(11);
    const page = (
      await get(`/api/v1/invoices/?${filter([['contract.name', '=', name]])}`)
    ).json<InvoiceListResponse>();
    expect(page.n_items).toBe(SHAPE.months);
    expect(new Set(page.items.map((i) => i.contract.name))).toEqual(new Set([name]));
    const plan = t.app.db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT COUNT(*) FROM invoices WHERE user_id = ? AND kind = ? AND contract_name = ?',
      )
      .all(uid(), 'electricity', name) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/invoices_user_contract_date/);
  });

  it('charts only the contracts shown (max_contracts): those invoiced last, with their sums', async () => {
    const whole = (await get('/api/v2/invoices/chart/?type=electricity')).json<InvoiceChartResponse>();
    const capped = (
      await get('/api/v2/invoices/chart/?type=electricity&max_contracts=10')
    ).json<InvoiceChartResponse>();
    expect(whole.contracts.length).toBe(SHAPE.points - SHAPE.points / 10);
    const expected = [...whole.contracts]
      .sort((a, b) => b.last_end_date.localeCompare(a.last_end_date) || (a.name < b.name ? -1 : 1))
      .slice(0, 10)
      .map((c) => c.name)
      .sort();
    expect(capped.contracts.map((c) => c.name)).toEqual(expected);
    expect(capped.total_contracts).toBe(whole.contracts.length);
    for (const contract of capped.contracts)
      expect(contract).toEqual(whole.contracts.find((c) => c.name === contract.name));
    expect((await get('/api/v2/invoices/chart/?type=electricity&max_contracts=0')).statusCode).toBe(400);
  });
});

describe('the CSV of every contract and the ZIP of a year of invoices, streamed', () => {
  describeGuards(
    () => t.app,
    [
      { method: 'GET', url: '/api/v2/contracts/csv/' },
      { method: 'GET', url: '/api/v2/invoices/zip/?year=2026' },
    ],
  );

  it('the CSV has a header line and one line per contract of the list', async () => {
    const res = await get('/api/v2/contracts/csv/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('contratos.csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'contract;type;state;sign_date;cups;supply_address;tariff;pricelist;powers_kw;amount_debt;notification_address',
    );
    expect(lines).toHaveLength(SHAPE.points + 1);
    expect(lines[1]).toMatch(new RegExp(`^${largeContractName(1)};electricity;activa;`));
    const gas = await get('/api/v2/contracts/csv/?type=gas&filter=70000');
    expect(gas.body.trimEnd().split('\r\n')).toHaveLength(1 + 9); // 7000010 ... 7000090
  });

  it('the CSV reads the database only as fast as it is read (backpressure)', async () => {
    let batches = 0;
    const stream = contractsCsv(contractRepository(t.app.db), userIdOf(t.app, LARGE_CUSTOMER.username), {
      kind: 'all',
      batchSize: 10,
      onBatch: () => (batches += 1),
    });
    await idle(200);
    // Nobody reads: a few batches fill the buffers, then the reads stop (30 batches make the whole file).
    expect(batches).toBeGreaterThan(0);
    expect(batches).toBeLessThan(15);
    const text = (await drain(stream)).toString('utf8');
    expect(batches).toBe(SHAPE.points / 10);
    expect(text.trimEnd().split('\r\n')).toHaveLength(SHAPE.points + 1);
  });

  it('the ZIP holds one PDF per invoice of the year (issue date) and filter', async () => {
    const name = largeContractName(2);
    const res = await get(`/api/v2/invoices/zip/?year=2026&${filter([['contract.name', '=', name]])}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('facturas-2026.zip');
    const numbers = t.app.db
      .prepare(
        "SELECT number FROM invoices WHERE contract_name = ? AND date >= '2026-01-01' AND date < '2027-01-01' ORDER BY id",
      )
      .pluck()
      .all(name) as string[];
    expect(numbers.length).toBe(11); // issued in 2026: December 2025 to October 2026
    expect(zipEntries(res.rawPayload)).toEqual(numbers.map((n) => `factura-${n}.pdf`));
    const first = res.rawPayload.indexOf('%PDF-1.4');
    expect(first).toBeGreaterThan(0);
    expect((await get('/api/v2/invoices/zip/?year=26')).statusCode).toBe(400);
    expect((await get(`/api/v2/invoices/zip/?year=2026&${filter([['nope', '=', 1]])}`)).statusCode).toBe(400);
  });

  it('the ZIP writes each PDF only once the reader has taken the previous ones (backpressure)', async () => {
    let batches = 0;
    const stream = invoicesZip(t.app.db, userIdOf(t.app, LARGE_CUSTOMER.username), {
      year: 2026,
      kind: 'all',
      filter: JSON.stringify([['contract.name', '<', largeContractName(11)]]),
      batchSize: 5,
      onBatch: () => (batches += 1),
    });
    await idle(500);
    // 110 PDFs in 22 batches of 5: nobody reads, so PDFKit stops once the buffers (tens of kilobytes) are full.
    expect(batches).toBeGreaterThan(0);
    expect(batches).toBeLessThan(8);
    const zip = await drain(stream);
    expect(zipEntries(zip)).toHaveLength(10 * 11);
    expect(batches).toBeGreaterThanOrEqual(22);
  });

  it('the ZIP leaves the event loop between PDFs, so that other requests and the collector run meanwhile', async () => {
    const stream = invoicesZip(t.app.db, userIdOf(t.app, LARGE_CUSTOMER.username), {
      year: 2026,
      kind: 'all',
      filter: JSON.stringify([['contract.name', '<', largeContractName(11)]]),
    });
    // The writer waits for the reader only when the stream is full: with a reader that keeps up (a client on the same
    // machine) it must still give the event loop a turn between PDFs rather than write them all in one job.
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    try {
      expect(zipEntries(await drain(stream))).toHaveLength(10 * 11);
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(20);
  });
});

describe('PDFs by the thousand (core/pdf.ts)', () => {
  it('parse the standard fonts once: documents share their metrics (a ZIP grew the API by 110 MB of garbage)', () => {
    const fontOf = (doc: PDFKit.PDFDocument) =>
      (doc as unknown as { _font: { font: { kernPairs: object; glyphWidths: object } } })._font.font;
    buildPdf('first', [{ text: 'one' }]);
    const [a, b] = [new PDFDocument(), new PDFDocument()].map((doc) => fontOf(doc.font('Helvetica')));
    expect(a?.kernPairs).toBe(b?.kernPairs);
    expect(a?.glyphWidths).toBe(b?.glyphWidths);
    expect(Object.keys(a?.kernPairs ?? {}).length).toBeGreaterThan(1000);
  });
});
