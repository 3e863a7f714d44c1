// Issue 15 finding 6 and the README's promise "never a 5xx for bad input": a sweep generated from the API's own route
// table (every route as registered, app.routeTable) sends hostile parameters, queries and bodies, without a token, with
// a valid one, a read-only one, an expired one and one for a user that no longer exists, and expects no 5xx anywhere.
import type { FastifySchema } from 'fastify';
import { type TestApp, bearer, expiredToken, testApp, tokenFor } from '../testing/app';
import type { RouteEntry } from './fastify-types';

let t: TestApp;
let tokens: [string, Record<string, string>][];
let plausible: Record<string, string>;

beforeAll(async () => {
  // Thousands of anonymous writes from one address: their throttle (anonymous-writes.test.ts) would answer 429 before
  // the named cases' bodies are checked.
  t = await testApp({
    testEndpoints: true,
    adminKey: 'k',
    anonymousWrites: { perAddress: 1_000_000, windowSeconds: 900 },
  });
  const contract = t.app.db
    .prepare(
      'SELECT c.name FROM contracts c JOIN users u ON u.id = c.user_id WHERE u.username = ? ORDER BY c.id LIMIT 1',
    )
    .pluck()
    .get('12345678Z') as string | undefined;
  plausible = { name: contract ?? '0010001', contract: contract ?? '0010001', id: '1', type: 'electricity' };
  tokens = await freshTokens();
});
afterAll(async () => t.close());

/** New tokens for each route: a logout or password change probed earlier must not end the sessions of later ones. */
async function freshTokens(): Promise<[string, Record<string, string>][]> {
  return [
    ['no token', {}],
    ['a valid token', bearer(await tokenFor(t.app, '12345678Z'))],
    ['a read-only token', bearer(await tokenFor(t.app, '12345678Z', { readonly: true }))],
    ['an expired token', bearer(await expiredToken(t.app, '12345678Z'))],
    ['a token of a user that no longer exists', bearer(await t.app.tokens.sign(987_654))],
  ];
}

/** Values that have broken hand-written lookups: inherited names, odd numbers, injections, bad escapes. */
const HOSTILE_STRINGS = [
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  "1' OR '1'='1",
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(199),
];
const HOSTILE_VALUES: unknown[] = [
  { toString: 1 },
  { __proto__: { admin: true } },
  ['toString'],
  'toString',
  -1,
  1e308,
  null,
  true,
];

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? plausible[name] ?? '1');
}

function bodyProperties(schema: FastifySchema | undefined): string[] {
  const body = schema?.body as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(body?.properties ?? {});
}

interface Probe {
  what: string;
  url: string;
  payload?: string;
}

function probesOf(route: RouteEntry, knownFields: readonly string[]): Probe[] {
  const probes: Probe[] = [{ what: 'plain', url: fill(route.url, {}) }];
  for (const param of paramNames(route.url)) {
    for (const value of HOSTILE_STRINGS) {
      const encoded = value.includes('%') ? value : encodeURIComponent(value);
      probes.push({ what: `param ${param}=${value}`, url: fill(route.url, { [param]: encoded }) });
    }
  }
  const base = fill(route.url, {});
  for (const query of [
    'filter=[["toString","=",1]]',
    'filter=[["__proto__","=",1]]',
    'filter=[["constructor","in",["x"]]]',
    'filter=[["number","toString",1]]',
    'filter={"toString":1}',
    'filter=%E0%A4%A',
    'type=toString',
    'type=__proto__',
    'limit=-1&offset=abc',
    'limit=1e309&offset=-5',
    'fields=toString',
    'toString=1&__proto__[x]=1&constructor[prototype]=1',
    'date_start=toString&date_end=__proto__&id=constructor',
  ]) {
    probes.push({ what: `query ${query}`, url: `${base}?${query}` });
  }
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const own = bodyProperties(route.schema);
    const fields = own.length ? own : knownFields;
    for (const value of HOSTILE_VALUES) {
      probes.push({
        what: `every field = ${JSON.stringify(value)}`,
        url: base,
        payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
      });
    }
    for (const field of fields) {
      for (const value of [{ toString: 1 }, 'toString', ['__proto__']]) {
        probes.push({
          what: `${field} = ${JSON.stringify(value)}`,
          url: base,
          payload: JSON.stringify({ [field]: value }),
        });
      }
    }
    for (const payload of [
      '{"toString":1}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
      '[]',
      '{}',
    ]) {
      probes.push({ what: `body ${payload}`, url: base, payload });
    }
  }
  return probes;
}

describe('route sweep', () => {
  it('covers the whole API', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(150);
  });

  it('answers every hostile request on every route without a 5xx', async () => {
    const knownFields = [...new Set(t.app.routeTable.flatMap((r) => bodyProperties(r.schema)))];
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routeTable) {
      const routeTokens = await freshTokens();
      for (const probe of probesOf(route, knownFields)) {
        for (const [who, headers] of routeTokens) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: probe.url,
            headers: {
              ...headers,
              'x-admin-key': 'k',
              ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${route.method} ${route.url} — ${probe.what} — ${who}: ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(10_000);
    expect(failures).toEqual([]);
  }, 600_000);
});

// Issue 15 finding 6: "have every route's input validated by a declared schema rather than hand checks". Every route
// declares its path parameters, and the contract and invoice lists their kind; a value that cannot be one is a 400
// naming the parameter, a well-formed one that names nothing of the customer's stays a 404.
describe('declared schemas of path parameters and queries', () => {
  it('every route with a path parameter declares a params schema for each', () => {
    const routes = t.app.routeTable.filter((r) => paramNames(r.url).length > 0);
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes
      .filter((r) => {
        // A route names the contract's params schema (`ref('ContractNameParams')`, src/contract/parameters.ts).
        const declared = r.schema?.params as
          | { $ref?: string; properties?: Record<string, unknown> }
          | undefined;
        const params = (declared?.$ref ? t.app.getSchema(declared.$ref.replace(/#$/, '')) : declared) as
          | { properties?: Record<string, unknown> }
          | undefined;
        return paramNames(r.url).some((name) => params?.properties?.[name] === undefined);
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every route that takes a body declares its schema', () => {
    const undeclared = t.app.routeTable
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(r.method)) && !r.schema?.body)
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('authenticates before it validates: a broken body without a session is a 401, never a 400 naming fields', async () => {
    const guarded = t.app.routeTable.filter((r) => r.auth !== undefined);
    expect(guarded.length).toBeGreaterThan(60);
    expect(guarded.filter((r) => r.auth !== 'preValidation').map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const withBody = guarded.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.schema?.body);
    expect(withBody.length).toBeGreaterThan(20);
    const expired = tokens[3]?.[1] ?? {};
    for (const route of withBody) {
      for (const headers of [{}, expired]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url, {}),
          payload: { 'not a field': { toString: 1 } },
          headers,
        });
        expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
      }
    }
  });

  it('answers malformed path parameters and list queries with a 400 naming them', async () => {
    const headers = tokens[1]?.[1] ?? {};
    for (const [url, field] of [
      [`/api/v2/contracts/${encodeURIComponent("1' OR '1'='1")}`, 'name'],
      [`/api/v2/contracts/${'9'.repeat(60)}/addresses`, 'name'],
      ['/api/v2/contracts/0010001/notification/toString', 'field'],
      ['/api/v2/contract/toString/happy-hours', undefined],
      ['/api/v2/contract/download_attachment/-1', 'id'],
      ['/api/v1/invoices/toString/pdf', 'id'],
      ['/api/v1/invoices/1/__proto__', 'type'],
      ['/api/v2/invoices_multipoint/1/exe', 'type'],
      ['/api/v2/contracts?type=toString', 'type'],
      ['/api/v2/invoices?type=__proto__', 'type'],
      ['/api/v1/crm/cases/toString', 'id'],
      ['/api/v2/contracts/0010001/cch/chart/__proto__', 'type'],
      ['/api/v2/transaction_summary/1e3', 'invoiceId'],
      ['/api/v1/contracts/virtual_batteries/1,toString', 'ids'],
      ['/api/v2/banners/%3Cscript%3E', 'code'],
      ['/api/v1/leads/solvencia/-1', 'lead_id'],
      ['/api/v1/crm/cases?state=toString', 'state'],
      ['/api/v1/crm/cases?toString=1', 'toString'],
      ['/api/v1/crm/cases?__proto__=1', '__proto__'],
      [`/api/v1/subscribers/1?params=${'x'.repeat(2001)}`, 'params'],
    ] as const) {
      const res = await t.app.inject({ method: url.includes('notification') ? 'PUT' : 'GET', url, headers });
      if (field === undefined) {
        // A well-formed name of no contract of the customer's: still a 404.
        expect([url, res.statusCode]).toEqual([url, 404]);
        continue;
      }
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({
        message: 'validation_error',
        errors: { [field]: expect.any(String) },
      });
    }
  });
});

describe('the 500s of issue 15 finding 6', () => {
  const pdf = { name: 'factura.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

  beforeEach(async () => {
    tokens = await freshTokens();
  });

  it('answers invoice filter names inherited by every object with a 400 on filter', async () => {
    const headers = tokens[1]?.[1] ?? {};
    for (const field of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const filter = encodeURIComponent(JSON.stringify([[field, '=', 1]]));
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/invoices?filter=${filter}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { filter: `unknown filter field ${field}` } });
    }
  });

  it('answers a form field shaped {"toString":1} on the unsigned case call (no login) with a 400', async () => {
    const res = await post('/api/v1/crm/unsigned/', {
      email: 'visitante@example.com',
      mobile: '+34600000001',
      category: 4,
      subject: { toString: 1 },
      description: 'x',
      attachment: [pdf],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'validation_error',
      errors: { subject: expect.any(String) },
    });
  });

  it('answers form fields shaped {"toString":1} on the signed case and ATC calls with a 400', async () => {
    const headers = tokens[1]?.[1] ?? {};
    const contract = plausible.contract ?? '';
    const cases = await post(
      '/api/v1/crm/cases/',
      { polissa_id: { toString: 1 }, category: 1, subject: 's', description: 'd', attachment: [pdf] },
      headers,
    );
    expect(cases.statusCode).toBe(400);
    const atc = await post(
      `/api/v1/contracts/${contract}/atc/`,
      { contract: { toString: 1 }, tipus: 'R1', subtipus: 'R1-02', comments: 'x' },
      headers,
    );
    expect(atc.statusCode).toBe(400);
    expect(atc.json()).toMatchObject({ errors: { contract: expect.any(String) } });
  });

  it('answers a token of a user that no longer exists with 401 invalid_token', async () => {
    const headers = tokens[4]?.[1] ?? {};
    for (const url of ['/api/v2/users', '/api/v2/contracts', '/api/v2/invoices', '/api/v1/crm/cases']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token' });
    }
  });
});
