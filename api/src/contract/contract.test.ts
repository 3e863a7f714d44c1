// Issue 49 item 1: "CI fails when the committed document and the schemas disagree" — api/openapi.json and the
// front end's types generated from it (shared/src/api-types/generated.ts) are exactly what the routes' schemas give.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { testApp, type TestApp } from '../testing/app';

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
});
