// Issue 15 finding 2: the static origins of `npm start` (.ci/portal-server.mjs) run here, in the API's jest run that CI
// executes, as a real child process: nothing a client sends may end it, malformed addresses are the client's error
// (400), and the README's caching rules hold with validators (ETag → 304).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  contentSecurityPolicyOf,
  rawRequest as request,
  TEST_REGISTRY,
  TEST_SCRIPT_HASH,
  writeBuildFolder,
} from '../testing/static-server';
import { expectEntryPointsRevalidated } from '../testing/caching';
import { postHead, slowRequest } from '../testing/slow-request';

const SERVER = path.resolve(__dirname, '../../../.ci/portal-server.mjs');

let child: ChildProcess;
let dir: string;
let shellPort: number;
let remotePort: number;
/** A shell whose API answers (a page of invoices as JSON), for what the proxy does to an answer. */
let proxiedPort: number;
/** A shell whose API reads the whole body before answering, with a body timeout of BODY_TIMEOUT_MS. */
let slowPort: number;
const BODY_TIMEOUT_MS = 300;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  const dist = path.join(dir, 'dist');
  writeBuildFolder(dist);
  writeBrotliCopies(dist);
  const script = `
    import http from 'node:http';
    import { serveRemote, serveShell } from ${JSON.stringify(SERVER)};
    const config = { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' };
    const registry = ${JSON.stringify(TEST_REGISTRY)};
    const shell = await serveShell({ dist: ${JSON.stringify(dist)}, port: 0, apiUrl: 'http://127.0.0.1:9', config,
      registry });
    const remote = await serveRemote({ dist: ${JSON.stringify(dist)}, port: 0 });
    const api = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(${JSON.stringify(INVOICES)}));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const proxied = await serveShell({ dist: ${JSON.stringify(dist)}, port: 0,
      apiUrl: 'http://127.0.0.1:' + api.address().port, config, registry });
    // An API that answers once it has read the whole body, behind a proxy with a short body timeout.
    const reader = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"read":true}');
      });
    });
    await new Promise((resolve) => reader.listen(0, '127.0.0.1', resolve));
    const slow = await serveShell({ dist: ${JSON.stringify(dist)}, port: 0,
      apiUrl: 'http://127.0.0.1:' + reader.address().port, config, registry, bodyTimeoutMs: ${BODY_TIMEOUT_MS} });
    console.log(JSON.stringify({ shell: shell.address().port, remote: remote.address().port,
      proxied: proxied.address().port, slow: slow.address().port }));`;
  child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  type Ports = { shell: number; remote: number; proxied: number; slow: number };
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the portal server exited with code ${code}`)));
    child.stdout?.once('data', (line: Buffer) => resolve(JSON.parse(line.toString()) as Ports));
  });
  shellPort = ports.shell;
  remotePort = ports.remote;
  proxiedPort = ports.proxied;
  slowPort = ports.slow;
});

const SCRIPT = `console.log(${JSON.stringify('y'.repeat(4000))});`;

/** A page of invoices as the API answers it: far over the compression threshold. */
const INVOICES = {
  items: Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    number: `FE${String(i + 1).padStart(8, '0')}`,
  })),
};

/** The build's brotli copies (shared/build/precompress.mjs), one of them older than its file (a file changed since). */
function writeBrotliCopies(dist: string): void {
  const brotli = (file: string) =>
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  brotli(path.join(dist, 'main.0123abcd.js'));
  brotli(path.join(dist, 'remoteEntry.js'));
  const changed = path.join(dist, 'changed.0123abcd.js');
  fs.writeFileSync(changed, 'old');
  brotli(changed);
  fs.writeFileSync(changed, SCRIPT);
  const before = new Date(Date.now() - 60_000);
  fs.utimesSync(`${changed}.br`, before, before);
}

afterAll(() => {
  child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('portal static server', () => {
  it.each(['/%E0%A4%A', '/%', '/main.%ZZ.js', '/a/%C0%AF'])(
    'answers the malformed address %s with 400 on both origins and keeps serving',
    async (rawPath) => {
      expect((await request(shellPort, rawPath)).status).toBe(400);
      expect((await request(remotePort, rawPath)).status).toBe(400);
      expect(child.exitCode).toBeNull();
      expect((await request(shellPort, '/')).status).toBe(200);
      expect((await request(remotePort, '/remoteEntry.js')).status).toBe(200);
    },
  );

  it('never serves a file outside the build folder', async () => {
    for (const rawPath of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
    ]) {
      const answers = [await request(shellPort, rawPath), await request(remotePort, rawPath)];
      for (const answer of answers) expect(answer.body).not.toContain('root:');
    }
    expect(child.exitCode).toBeNull();
  });

  it('keeps hashed files immutable and revalidates the entry points with an ETag (README caching rules)', async () => {
    const hashed = await request(remotePort, '/main.0123abcd.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectEntryPointsRevalidated(remotePort);
    expect((await request(remotePort, '/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
  });

  it('compresses text assets and falls back to the app for client-side routes', async () => {
    const js = await request(shellPort, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    const route = await request(shellPort, '/contracts/0050001');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    const missing = await request(remotePort, '/nothing.js');
    expect(missing.status).toBe(404);
  });

  it("sends the build's brotli copy of a script to a browser that accepts br, with the file's type and caching", async () => {
    for (const port of [shellPort, remotePort]) {
      const js = await request(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(js.status).toBe(200);
      expect(js.headers['content-encoding']).toBe('br');
      expect(js.headers['content-type']).toBe('application/javascript; charset=UTF-8');
      expect(js.headers.vary).toContain('Accept-Encoding');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(Buffer.from(js.body, 'latin1')).toString()).toBe(
        fs.readFileSync(path.join(dir, 'dist', 'main.0123abcd.js'), 'utf8'),
      );
    }
    // The federation entry's copy is revalidated like the entry itself.
    const entry = await request(remotePort, '/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('never sends brotli to a browser that refuses it, nor a copy older than its file', async () => {
    for (const encoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1.0, br; q=0.0'])
      expect(
        (await request(shellPort, '/main.0123abcd.js', { 'accept-encoding': encoding })).headers[
          'content-encoding'
        ],
      ).toBe('gzip');
    // The stale copy would decode to 'old': the file is compressed on the fly instead.
    const changed = await request(remotePort, '/changed.0123abcd.js', { 'accept-encoding': 'br' });
    expect(changed.status).toBe(200);
    expect(zlib.brotliDecompressSync(Buffer.from(changed.body, 'latin1')).toString()).toBe(SCRIPT);
  });

  it("compresses the API's JSON in what the browser accepts, as nginx does, and sends it as it is otherwise", async () => {
    const path = '/api/v1/invoices/?offset=0&limit=100';
    const body = (answer: { body: string }) => Buffer.from(answer.body, 'latin1');
    const brotli = await request(proxiedPort, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(body(brotli)).toString())).toEqual(INVOICES);
    const gzipped = await request(proxiedPort, path, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(body(gzipped)).toString())).toEqual(INVOICES);
    const plain = await request(proxiedPort, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(INVOICES);
  });

  it('keeps a proxied path on the API origin and answers 502 when the API is down', async () => {
    const answer = await request(shellPort, '//example.org/api/v2/users');
    // `//example.org/api/...` is the path `/api/...` of the shell's origin, proxied to the (stopped) API.
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ message: 'api_unreachable' });
    expect(child.exitCode).toBeNull();
  });

  // Issue 15 finding 10: a body over the limit came back as 502 "API unreachable" when the API closed the connection.
  it('answers a body over the limit with 413, as the API does, never 502', async () => {
    const big = new Uint8Array(Math.ceil(15_000_000 * 1.4) + 64_001).fill(97);
    const url = `http://127.0.0.1:${shellPort}/api/v2/ov_cases/`;
    const declared = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: 'file_too_large', limit_mb: 15 });
    expect(child.exitCode).toBeNull();
  });
});

// Issue 15 finding 9: the portal could be framed and sent no security headers; finding 10: source maps and build
// stats were public.
describe('portal security headers', () => {
  it('sends a Content-Security-Policy without inline script but the first paint’s (by hash) that allows the registry remotes, and refuses framing', async () => {
    const page = await request(shellPort, '/contracts');
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    expect(directive('script-src')).toEqual(["'self'", TEST_SCRIPT_HASH, 'http://localhost:8091']);
    expect(directive('connect-src')).toEqual(["'self'", 'http://localhost:8091']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff and a referrer policy on the remotes origin too', async () => {
    const entry = await request(remotePort, '/remoteEntry.js');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    expect(entry.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('does not publish source maps or build stats', async () => {
    for (const port of [shellPort, remotePort]) {
      for (const file of ['/main.0123abcd.js.map', '/mf-stats.json']) {
        const answer = await request(port, file);
        expect(answer.status).toBe(404);
        expect(answer.body).not.toContain('secret');
      }
    }
  });

  // Issue 42 finding 5: the decision was taken on the path as sent, and the file served is the decoded one.
  it('does not publish them when a character of the name is percent-encoded either', async () => {
    const disguised = [
      '/main.0123abcd.js.m%61p',
      '/main.0123abcd.js%2Emap',
      '/main.0123abcd%2ejs%2emap',
      '/mf-stat%73.json',
      '/%6Df-stats.json',
    ];
    for (const port of [shellPort, remotePort]) {
      for (const file of disguised) {
        const answer = await request(port, file);
        expect({ file, status: answer.status }).toEqual({ file, status: 404 });
        expect(answer.body).not.toMatch(/secret/i);
      }
      // A dot file stays private too (the shell answers its app page, a remote 404).
      expect((await request(port, '/.%65nv')).body).not.toContain('SECRET');
    }
  });
});

/** The smallest portal.config.json the policies below start from. */
const base = { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' };

/** The policy contentSecurityPolicy() gives for `config`, by directive. */
function policyFor(config: unknown): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicyOf(config)
      .split(';')
      .map((part) => {
        const [key = '', ...sources] = part.trim().split(/\s+/);
        return [key, sources];
      }),
  );
}

// Decision 012: a canary's build runs like the stable one, and the health reports go to the configured receiver.
describe('canary builds and the health reports in the Content-Security-Policy', () => {
  it("opens a canary's origin as a remote origin, and a collector's origin to connect-src only", () => {
    const registry = {
      remotes: [
        {
          name: 'mf_contracts',
          manifest: 'http://localhost:8091/mf-manifest.json',
          version: '1.0.0',
          canary: {
            manifest: 'https://canary.example/mf_contracts/1.1.0/mf-manifest.json',
            version: '1.1.0',
            share: 0.1,
          },
        },
      ],
    };
    const csp = Object.fromEntries(
      contentSecurityPolicyOf(
        { ...base, telemetry: { endpoint: 'https://otel.example:4318/v1/logs' } },
        registry,
      )
        .split(';')
        .map((part) => {
          const [key = '', ...sources] = part.trim().split(/\s+/);
          return [key, sources];
        }),
    ) as Record<string, string[]>;
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:8091', 'https://canary.example']);
    expect(csp['connect-src']).toContain('https://otel.example:4318');
    expect(csp['script-src']).not.toContain('https://otel.example:4318');
  });
});

// Issue 48 item 4: a remote's local build runs like a remote, only from the origins portal.config.json allows for
// overrides ("off by default in production; the Content-Security-Policy follows").
describe('local builds (overrides) in the Content-Security-Policy', () => {
  it('opens the allowed origins as remote origins, and nothing when overrides are off', () => {
    const allowed = policyFor({
      ...base,
      overrides: {
        allowedOrigins: ['http://localhost:8082', 'https://dev.example/builds/', 'javascript:alert(1)'],
      },
    });
    const origins = ['http://localhost:8082', 'http://localhost:8091', 'https://dev.example'];
    expect(allowed['script-src']).toEqual(["'self'", ...origins]);
    expect(allowed['connect-src']).toEqual(["'self'", ...origins]);
    expect(allowed['style-src']).toEqual(["'self'", "'unsafe-inline'", ...origins]);
    expect(JSON.stringify(allowed)).not.toMatch(/javascript/);
    for (const off of [base, { ...base, overrides: {} }, { ...base, overrides: { allowedOrigins: [] } }]) {
      expect(policyFor(off)['script-src']).toEqual(["'self'", 'http://localhost:8091']);
    }
  });
});

// Issue 12 and decision 010: a brand's chat widget and order-tracking snippet are declared in portal.config.json
// (`thirdParty`); the policy opens exactly their origins, and nothing when none is declared.
describe('third-party scripts in the Content-Security-Policy', () => {
  it('adds the declared origins to script-src, connect-src and img-src, and nowhere else', () => {
    const csp = policyFor({
      ...base,
      thirdParty: {
        chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
        orderTracking: { src: 'https://t.example:8443/c.js?order={orderId}', consent: 'marketing' },
      },
    });
    const origins = ['https://chat.example', 'https://t.example:8443'];
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:8091', ...origins]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8091', ...origins]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:8091', ...origins]);
    for (const directive of ['style-src', 'font-src', 'frame-src', 'default-src']) {
      expect(csp[directive]?.join(' ')).not.toMatch(/example/);
    }
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|orderId/);
  });

  it('is unchanged when nothing is declared or what is declared is not loadable', () => {
    const unconfigured = policyFor(base);
    expect(unconfigured['script-src']).toEqual(["'self'", 'http://localhost:8091']);
    expect(
      policyFor({
        ...base,
        thirdParty: {
          chatWidget: { src: 'javascript:alert(1)', consent: 'preferences' },
          orderTracking: { src: 'https://t.example/c.js', consent: 'necessary' },
          other: { src: 'https://other.example/x.js', consent: 'marketing' },
        },
      }),
    ).toEqual(unconfigured);
  });
});

// Issue 42 finding 7: `npm start`'s server held a slowly sent body for more than 75 s. A body that stops arriving for
// the body timeout (BODY_TIMEOUT_SECONDS, 60 s by default, like nginx) is answered 408 `request_timeout` by the proxy,
// which drops its request to the API; a body that keeps arriving is forwarded however long it takes.
describe('a slowly sent body through the proxy', () => {
  const send = (parts: { after: number; data: string }[], length: number) =>
    slowRequest(slowPort, postHead('/api/v1/crm/unsigned/', length), parts);

  it('answers 408 request_timeout when the body stops arriving', async () => {
    const { answer, elapsedMs } = await send([{ after: 0, data: '{"email":' }], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(JSON.stringify({ message: 'request_timeout' }));
    expect(elapsedMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(3000);
  });

  it('forwards a body that keeps arriving, however long it takes in all', async () => {
    const body = JSON.stringify({ email: 'visitante@example.com', subject: 'Tarifas' });
    const size = Math.ceil(body.length / 5);
    const parts = Array.from({ length: 5 }, (_, i) => ({
      after: (BODY_TIMEOUT_MS / 2) * (i + 1),
      data: body.slice(i * size, (i + 1) * size),
    }));
    const { answer, elapsedMs } = await send(parts, body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"read":true}');
    expect(elapsedMs).toBeGreaterThan(BODY_TIMEOUT_MS);
  });
});

// Issue 45 item 5: the static rules were written twice, in `npm start`'s server and in the nginx configuration, and
// kept in step by hand. Both read them from .ci/static-rules.mjs now; the nginx patterns decide as the server does.
describe('the static rules both servers apply', () => {
  const RULES = path.resolve(__dirname, '../../../.ci/static-rules.mjs');
  const PATHS = [
    '/main.0123abcd.js',
    '/main.0123abcd.js.map',
    '/main.0123abcd.js.map.br',
    '/styles.css.map.gz',
    '/mf-stats.json',
    '/remotes/mf-contracts/mf-stats.json',
    '/not-mf-stats.json',
    '/mf-manifest.json',
    '/remotes/mf-contracts/remoteEntry.js',
    '/remoteEntry.js.br',
    '/index.html',
    '/registry.json',
    '/sitemap.xml',
    '/map',
  ];

  it('gives nginx the same private files and the same revalidated files as npm start’s server', () => {
    const script = `
      import { cacheControlFor, CACHE_CONTROL, NGINX_PATTERNS, privateBuildFile } from ${JSON.stringify(RULES)};
      const paths = ${JSON.stringify(PATHS)};
      process.stdout.write(JSON.stringify(paths.map((p) => ({
        path: p,
        node: { private: privateBuildFile(p), revalidated: cacheControlFor(p) === CACHE_CONTROL.revalidate },
        nginx: { private: new RegExp(NGINX_PATTERNS.private).test(p),
          revalidated: new RegExp(NGINX_PATTERNS.neverCached).test(p.replace(/\\.br$/, '')) },
      }))));`;
    const decisions = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as { path: string; node: { private: boolean }; nginx: { private: boolean } }[];
    for (const decision of decisions)
      expect({ path: decision.path, ...decision.nginx }).toEqual({ path: decision.path, ...decision.node });
    expect(decisions.filter((d) => d.node.private).map((d) => d.path)).toEqual([
      '/main.0123abcd.js.map',
      '/main.0123abcd.js.map.br',
      '/styles.css.map.gz',
      '/mf-stats.json',
      '/remotes/mf-contracts/mf-stats.json',
    ]);
  });
});
