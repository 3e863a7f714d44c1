// Issue 49 item 1: "CI fails when the committed document and the schemas disagree" — api/openapi.json and the
// front end's types generated from it (shared/src/api-types/generated.ts) are exactly what the routes' schemas give.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bearer, testApp, tokenFor, type TestApp } from '../testing/app';

const root = path.resolve(__dirname, '../../..');
const committed = JSON.parse(fs.readFileSync(path.join(root, 'api/openapi.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe('the published contract', () => {
  // openapi-typescript and prettier are ES modules: the check runs as the command does (tsx), not inside jest.
  it('api/openapi.json and shared/src/api-types/generated.ts are what the schemas give (pnpm --filter @portal/api openapi)', () => {
    const tsx = path.join(root, 'api/node_modules/.bin/tsx');
    expect(() =>
      execFileSync(tsx, ['src/contract/write-openapi.ts', '--check'], {
        cwd: path.join(root, 'api'),
        stdio: 'pipe',
        timeout: 120_000,
      }),
    ).not.toThrow();
  }, 150_000);

  it('is OpenAPI 3.1 with the spec sections as tags and every call of the portal tagged', () => {
    const document = committed as unknown as {
      openapi: string;
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['Authentication', 'Contracts', 'Invoices', 'Payment', 'Cases', 'Contracting']),
    );
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.tags?.length)).toEqual([]);
    expect(operations.filter(({ url }) => url.startsWith('/__'))).toEqual([]);
  });

  const operations = () =>
    Object.entries(
      committed.paths as Record<
        string,
        Record<string, { summary?: string; responses: Record<string, { content?: Record<string, unknown> }> }>
      >,
    ).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
  const success = (operation: { responses: Record<string, { content?: Record<string, unknown> }> }) =>
    Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];

  it("gives every call a summary in the spec's words and its spec section as tag", () => {
    const all = operations();
    expect(
      all.filter(({ operation }) => !operation.summary).map(({ method, url }) => `${method} ${url}`),
    ).toEqual([]);
    const at = (method: string, url: string) =>
      all.find((entry) => entry.url === url && entry.method === method)?.operation as
        | { summary?: string; tags?: string[] }
        | undefined;
    // customer-area §7: "POST {auth}/recover with email"; "GET contracts/virtual_batteries/{ids} downloads Excel".
    expect(at('post', '/auth/recover')).toMatchObject({ tags: ['Authentication'] });
    expect(at('post', '/auth/recover')?.summary).toMatch(/recovery/i);
    expect(at('get', '/api/v2/contracts/virtual_batteries/{ids}')).toMatchObject({
      summary: 'Download battery entries as Excel',
      tags: ['Virtual batteries'],
    });
  });

  it("validates request bodies with the contract's own schemas, not inline copies (one definition)", () => {
    const inline = operations()
      .filter(({ operation }) => {
        const body = (
          operation as { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }
        ).requestBody;
        return body && Object.values(body.content).some((media) => !media.schema.$ref);
      })
      .map(({ method, url }) => `${method.toUpperCase()} ${url.replace(/^\/api\/v\d\//, '')}`);
    // Auth, batteries, tariff customisations, OMIP, newsletters and telemetry reference the contract (issue 49).
    for (const call of [
      'POST /auth/get_token',
      'POST /auth/user',
      'POST /auth/recover',
      'PUT users',
      'PUT contract/{id}/double-tariff',
      'PUT contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}',
      'POST omip/alerts',
      'POST subscriber/set_mails',
      'POST /api/otlp/v1/logs',
      'POST contracts/{name}',
      'POST contracts/{name}/no_cession_sips',
      'POST pay',
      'POST leads/potencia',
      'POST price-compare',
      'POST price-compare/confirm',
      'POST gas/price-compare',
      'POST gas/price-compare/confirm',
      'POST contracts/{name}/power',
      'POST contracts/{name}/iban',
      'POST crm/cases',
      'POST crm/unsigned',
      'POST crm/cases/{id}/messages',
      'POST contracts/{contract}/atc',
      'POST contracts/{name}/notification',
      'PUT contracts/{name}/notification/{field}',
      'PATCH contracts/{name}/notification/{field}',
      'POST signup/confirm',
      'POST leads',
      'POST gas/leads',
    ])
      expect(inline).not.toContain(call);
  });

  it('gives every call its own success answer: a schema of the contract, or a file of named media types', () => {
    const generic = operations().filter(({ operation }) => {
      const content = success(operation)?.content ?? {};
      return Object.keys(content).length === 0 || '*/*' in content;
    });
    expect(generic.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    const mediaTypes = (url: string) => Object.keys(success(operationAt(url))?.content ?? {});
    const operationAt = (url: string) =>
      operations().find((entry) => entry.url === url && entry.method === 'get')!.operation;
    // customer-area §7: contracts/{name}/pdf/ "returns a file"; invoices/{id}/{type}/ "types pdf, signed_pdf,
    // curve_csv"; contracts/virtual_batteries/{ids} "downloads Excel".
    expect(mediaTypes('/api/v2/contracts/{name}/pdf')).toEqual(['application/pdf']);
    expect(mediaTypes('/api/v1/invoices/{id}/{type}')).toEqual(['application/pdf', 'text/csv']);
    expect(mediaTypes('/api/v2/contracts/virtual_batteries/{ids}')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(success(operationAt('/api/v2/invoices/zip'))?.content).toEqual({
      'application/zip': { schema: { type: 'string', format: 'binary' } },
    });
  });
});

interface Parameter {
  in: string;
  name: string;
  required: boolean;
  description?: string;
  schema?: { type?: string; pattern?: string; enum?: string[]; maxLength?: number };
}

describe('path parameters and query strings in the published contract', () => {
  const paths = committed.paths as Record<string, Record<string, { parameters?: Parameter[] }>>;
  const parametersOf = (method: string, url: string) => paths[url]?.[method]?.parameters ?? [];
  const schemas = (committed.components as { schemas: Record<string, { properties?: object }> }).schemas;

  it("lists every path and query parameter with its type, a constraint and the spec's words", () => {
    const all = Object.entries(paths).flatMap(([url, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        (operation.parameters ?? []).map((parameter) => ({
          at: `${method} ${url} ${parameter.name}`,
          parameter,
        })),
      ),
    );
    expect(all.length).toBeGreaterThan(200);
    const undocumented = all.filter(
      ({ parameter }) =>
        !parameter.description ||
        parameter.schema?.type !== 'string' ||
        (parameter.schema.pattern ?? parameter.schema.enum ?? parameter.schema.maxLength) === undefined,
    );
    expect(undocumented.map(({ at }) => at)).toEqual([]);
    // Every `{name}` of a path is one of its parameters (none left for the generator to guess).
    for (const [url, methods] of Object.entries(paths))
      for (const method of Object.keys(methods))
        for (const [, name] of url.matchAll(/\{(\w+)\}/g))
          expect(
            parametersOf(method, url)
              .filter((p) => p.in === 'path')
              .map((p) => p.name),
          ).toContain(name);
  });

  it('gives each query its parameters as the spec names them', () => {
    // customer-area §7: "GET contracts?offset&limit with optional filter (v2) ... contracts?type=gas".
    const contracts = parametersOf('get', '/api/v2/contracts');
    expect(contracts.map((p) => [p.in, p.name, p.required])).toEqual([
      ['query', 'offset', false],
      ['query', 'limit', false],
      ['query', 'filter', false],
      ['query', 'type', false],
      ['query', 'state', false],
    ]);
    expect(contracts.find((p) => p.name === 'limit')?.description).toMatch(/99999/);
    // "GET contracts/{id}/cch/chart/{type}/?start&end (ISO dates; v1 and v2), type monthly, daily, hourly, quarter-hourly".
    const chart = parametersOf('get', '/api/v2/contracts/{id}/cch/chart/{type}');
    expect(chart.map((p) => `${p.in} ${p.name}`)).toEqual([
      'query start',
      'query end',
      'path id',
      'path type',
    ]);
    expect(chart.find((p) => p.name === 'type')?.schema?.enum).toEqual([
      'monthly',
      'daily',
      'hourly',
      'quarter-hourly',
    ]);
    // "Download invoices/{id}/{type}/ ...; types pdf, signed_pdf, curve_csv".
    expect(
      parametersOf('get', '/api/v1/invoices/{id}/{type}').find((p) => p.name === 'type')?.schema?.enum,
    ).toEqual(['pdf', 'signed_pdf', 'curve_csv']);
    expect(parametersOf('get', '/api/v2/invoices/chart').find((p) => p.name === 'type')?.required).toBe(true);
  });

  it('names the query and path shapes as schemas of the contract (the types the front end imports)', () => {
    for (const name of [
      'ContractListQuery',
      'InvoiceListQuery',
      'MultipointInvoiceListQuery',
      'InvoiceChartQuery',
      'CaseListQuery',
      'ConsumptionRangeQuery',
      'PricelistQuery',
      'LangQuery',
      'NewsletterLinkQuery',
      'ContractNameParams',
      'ConsumptionParams',
      'TransactionParams',
    ])
      expect(schemas[name]?.properties).toBeDefined();
  });
});

describe('form uploads in the published contract', () => {
  type Media = { schema: { $ref?: string }; encoding?: Record<string, { contentType: string }> };
  const body = (method: string, url: string) =>
    (committed.paths as Record<string, Record<string, { requestBody?: { content: Record<string, Media> } }>>)[
      url
    ]?.[method]?.requestBody?.content ?? {};
  const schemas = (
    committed.components as {
      schemas: Record<
        string,
        { properties: Record<string, { type?: string; format?: string; items?: { format?: string } }> }
      >;
    }
  ).schemas;

  // api/README.md "Files": "uploads as multipart/form-data, or JSON with files as {name, content}".
  it.each([
    ['post', '/api/v1/contracts/{name}/iban', 'IbanChangeMultipart', 'files', 'iban'],
    ['post', '/api/v2/contracts/{contract}/atc', 'AtcMultipart', 'attachment', 'tipus'],
    ['post', '/api/v2/crm/cases', 'CreateCaseMultipart', 'attachment', 'subject'],
    ['post', '/api/v1/crm/unsigned', 'CreateUnsignedCaseMultipart', 'attachment', 'email'],
    ['post', '/api/v2/crm/cases/{id}/messages', 'CaseMessageMultipart', 'attachment', 'text'],
  ])('%s %s takes multipart/form-data with its text and file parts', (method, url, name, file, field) => {
    const content = body(method, url);
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['multipart/form-data']?.schema).toEqual({ $ref: `#/components/schemas/${name}` });
    expect(content['multipart/form-data']?.encoding?.[file]?.contentType).toBe('application/pdf, image/*');
    const parts = schemas[name]?.properties ?? {};
    const filePart = parts[file];
    expect(filePart?.format ?? filePart?.items?.format).toBe('binary');
    expect(parts[field]?.type).toBe('string');
  });

  it('documents JSON only where a route reads no multipart form', () => {
    expect(Object.keys(body('post', '/auth/get_token'))).toEqual(['application/json']);
  });
});

describe('the contract served by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('serves the document at GET /api/openapi.json', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(committed);
  });

  it("serves the viewer's JSON and YAML built once: api/docs/json is the text of /api/openapi.json", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.body).toBe((await get('/api/openapi.json')).body);
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/application\/x-yaml/);
    expect(yaml.body).toContain('openapi: 3.1.0');
    // Later requests reuse the built text: the document is not asked for again.
    const swagger = jest.spyOn(t.app, 'swagger');
    try {
      expect((await get('/api/docs/yaml')).body).toBe(yaml.body);
      expect((await get('/api/docs/json')).body).toBe(json.body);
      expect(swagger).not.toHaveBeenCalled();
    } finally {
      swagger.mockRestore();
    }
  });

  it('serves the rendered reference at /api/docs with its own page policy (nothing from elsewhere, never framed)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https?:\/\/|upgrade-insecure-requests/);
  });

  it("validates every route's path parameters and query string with the contract's named schemas", () => {
    const inline = t.app.routeTable
      .filter((route) => !/^\/(__admin__|__test__)\//.test(route.url))
      .flatMap((route) =>
        (['params', 'querystring'] as const)
          .filter((part) => route.schema?.[part] && !(route.schema[part] as { $ref?: string }).$ref)
          .map((part) => `${route.method} ${route.url} ${part}`),
      );
    expect(inline).toEqual([]);
  });

  // api/README.md "Conventions": a query value outside its schema is a 400 `validation_error` naming it.
  it.each([
    ['/api/v2/invoices/chart', { type: expect.any(String) }],
    ['/api/v2/invoices/chart?type=water', { type: expect.any(String) }],
    ['/api/v2/contracts?state=closed', { state: expect.any(String) }],
    ['/api/v2/crm/cases?limit=ten', { limit: expect.any(String) }],
    ['/api/v2/contracts/0010001/cch/chart/yearly', { type: expect.any(String) }],
    ['/api/v1/misc/cnaes?page=2', { page: 'Unknown field' }],
    ['/api/v1/pricelist?cups=ES123', { cups: 'CUPS not valid' }],
    ['/api/v2/download_transaction_receipt/abc', { invoiceId: expect.any(String) }],
  ])('answers bad query or path input with a clear 400: %s', async (url, errors) => {
    const token = await tokenFor(t.app, '12345678Z');
    const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'validation_error', errors });
  });
});
