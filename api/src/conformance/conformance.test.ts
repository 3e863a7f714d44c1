// Issue 49 item 3: "One command runs the contract's checks against a base URL and demo credentials ... It passes
// against the reference API in CI". Here the reference API listens on a free port and the suite runs over HTTP, as
// `pnpm conformance` does against a retailer's back end.
import fs from 'node:fs';
import path from 'node:path';
import { Contract, type OpenApiDocument } from './contract';
import { type CheckResult, runConformance, UNCHECKED, unversioned } from './suite';
import { testApp, userIdOf, type TestApp } from '../testing/app';

const document = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8'),
) as OpenApiDocument;

describe('the conformance suite against the reference API', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await testApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t.close());

  /** The whole suite with both customers and an expired token, run once for the tests that read its results. */
  let fullRun: Promise<CheckResult[]> | undefined;
  const runFully = () =>
    (fullRun ??= (async () =>
      runConformance({
        baseUrl,
        user: '12345678Z',
        password: 'Demo-2026',
        otherUser: 'B12345674',
        otherPassword: 'Demo-2026',
        expiredToken: await t.app.tokens.sign(userIdOf(t.app, '12345678Z'), { ttlSeconds: -60 }),
        document,
      }))());

  it('passes every check: the documented shapes, 400 for bad input, 401 without, with a forged or an expired token, 404 for another customer', async () => {
    const results = await runFully();
    expect(results.filter((result) => !result.ok)).toEqual([]);
    const names = results.map((result) => result.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v2/invoices?offset=0&limit=10',
        expect.stringMatching(/^401 with an expired token: /),
        expect.stringMatching(/^400 for /),
        expect.stringMatching(/^another customer's: GET \/api\/v2\/contracts\/0030001$/),
      ]),
    );
    // Every call the suite makes is checked against an answer schema (JSON, or a file's media types), not only by
    // its status.
    expect(results.filter((result) => result.statusOnly)).toEqual([]);
    // customer-area §7 "GET download_transaction_receipt/{invoiceId} (v2)": the receipt of an invoice paid by card (a
    // PDF named in content-disposition), bad input, no, a forged or an expired token, and another customer's invoice.
    const receipt = (prefix: string) =>
      expect.stringMatching(new RegExp(`^${prefix}GET /api/v2/download_transaction_receipt/\\d+$`));
    expect(names).toEqual(
      expect.arrayContaining([
        receipt(''),
        receipt('401 with no token: '),
        receipt('401 with a forged token: '),
        receipt('401 with an expired token: '),
        receipt("another customer's: "),
        '400 for an invoice id that is not a number: GET /api/v2/download_transaction_receipt/abc',
        expect.stringMatching(/^GET \/api\/v2\/transaction_summary\/\d+$/),
      ]),
    );
  });

  it('checks every call of the contract (whatever the version the portal asks), or says why not', async () => {
    const results = await runFully();
    expect(results.filter((result) => !result.ok)).toEqual([]);
    const checked = new Set(
      results.flatMap((result) => (result.operation ? [unversioned(result.operation)] : [])),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => unversioned(`${method.toUpperCase()} ${url}`)),
      ),
    );
    const unchecked = new Set(Object.keys(UNCHECKED).map(unversioned));
    expect([...documented].filter((call) => !checked.has(call) && !unchecked.has(call)).sort()).toEqual([]);
    // The list of exceptions stays exact: nothing in it is checked after all, and each names a documented call.
    expect([...unchecked].filter((call) => checked.has(call) || !documented.has(call))).toEqual([]);
  });

  it('checks the downloads, the tariff customisations, the CUPS and newsletter calls, recovery and logout too', async () => {
    const results = await runConformance({
      baseUrl,
      user: '12345678Z',
      password: 'Demo-2026',
      document,
    });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        // customer-area §7: "GET contracts/{name}/pdf/ returns a file named from the content-disposition header".
        'GET /api/v2/contracts/0010001/pdf',
        'GET /api/v2/contracts/0010001/report',
        'GET /api/v1/contracts/0010001/cch/download/monthly?start=2025-01-01&end=2025-12-31',
        'GET /api/v2/contracts/csv',
        expect.stringMatching(/^GET \/api\/v1\/invoices\/\d+\/pdf$/),
        expect.stringMatching(/^GET \/api\/v2\/contract\/download_attachment\/\d+$/),
        expect.stringMatching(/^GET \/api\/v2\/crm\/cases\/\d+\/attachments\/\d+$/),
        // "GET/update contract/{id}/double-tariff/ ..., GET contract/{id}/available-double-tariffs/".
        'GET /api/v2/contract/0010001/double-tariff',
        'GET /api/v2/contract/0010001/available-happy-days',
        expect.stringMatching(/^GET availability of ES/),
        expect.stringMatching(/^GET \/api\/v1\/newsletters\//),
        'PUT /api/v2/contracts/0010001/notification/email (unchanged)',
        'recover (an unknown address)',
        expect.stringMatching(/^400 for a lead without its step/),
        'log out',
        '401 after logging out: GET /api/v2/users',
      ]),
    );
  });
});

describe('the contract checks', () => {
  const contract = new Contract(document);
  const invoices = { items: [], n_items: 0, offset: 0, limit: 10, filters: [] };

  it('accept an answer of the documented shape', () => {
    expect(contract.check('GET', '/api/v2/invoices?offset=0', 200, 'application/json', invoices)).toEqual({
      ok: true,
    });
  });

  it('refuse an answer missing a field, with a field the contract does not name, or of another type', () => {
    const { n_items: _missing, ...withoutCount } = invoices;
    expect(contract.check('GET', '/api/v2/invoices', 200, 'application/json', withoutCount).ok).toBe(false);
    expect(
      contract.check('GET', '/api/v2/invoices', 200, 'application/json', { ...invoices, extra: 1 }).ok,
    ).toBe(false);
    expect(
      contract.check('GET', '/api/v2/invoices', 200, 'application/json', { ...invoices, limit: '10' }).ok,
    ).toBe(false);
  });

  it('refuse a status the contract does not document, and a call it does not have', () => {
    expect(contract.check('GET', '/api/v2/invoices', 500, 'application/json', { message: 'x' }).ok).toBe(
      false,
    );
    expect(contract.check('GET', '/api/v2/nothing-here', 200, 'application/json', {}).ok).toBe(false);
  });

  it('accept a download of a documented media type, and refuse another type or an empty file', () => {
    const pdf = Buffer.from('%PDF-1.4');
    const check = (path: string, type: string, body: unknown) => contract.check('GET', path, 200, type, body);
    expect(check('/api/v2/contracts/0010001/pdf', 'application/pdf', pdf)).toEqual({ ok: true });
    expect(check('/api/v1/invoices/1/curve_csv', 'text/csv; charset=utf-8', Buffer.from('a;b'))).toEqual({
      ok: true,
    });
    expect(check('/api/v2/contract/download_attachment/1', 'image/png', pdf)).toEqual({ ok: true });
    expect(check('/api/v2/contracts/0010001/pdf', 'text/html', pdf).ok).toBe(false);
    expect(check('/api/v2/contracts/0010001/pdf', 'application/pdf', Buffer.alloc(0)).ok).toBe(false);
    expect(contract.documented('GET', '/api/v2/contracts/0010001/pdf')).toBe(true);
  });

  it('read a 401 as the error shape', () => {
    expect(
      contract.check('GET', '/api/v2/invoices', 401, 'application/json', { message: 'token_expired' }),
    ).toEqual({
      ok: true,
    });
    expect(contract.check('GET', '/api/v2/invoices', 401, 'application/json', { error: 'x' }).ok).toBe(false);
  });
});
