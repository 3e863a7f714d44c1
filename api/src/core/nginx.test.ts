// Issue 15 finding 9: the production server configuration (.ci/nginx.mjs, Debian's nginx) serves the shell and the
// remotes with the README's caching rules, compression, the Content-Security-Policy computed from the registry,
// frame refusal, nosniff and a referrer policy, and proxies the API on the shell's origin like the portal's Node server
// (.ci/portal-server.mjs, checked in portal-server.test.ts). nginx runs here for real: `npm test` installs
// nginx-light as root (.ci/check.mjs); without it this suite fails and says how to install it.
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { assertNginxInstalled, freePorts, startNginxFor, stopNginx } from '../testing/nginx-process';

const NGINX_MODULE = path.resolve(__dirname, '../../../.ci/nginx.mjs');

const REGISTRY = TEST_REGISTRY;
const CONFIG = { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' };

let nginx: ChildProcess;
let api: http.Server;
let dir: string;
let shellPort: number;
let remotePort: number;
let registryFile: string;
/** What the fake API received last: its path and headers. */
let received: { url?: string; headers: http.IncomingHttpHeaders } = { headers: {} };

beforeAll(async () => {
  assertNginxInstalled();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const dist = path.join(dir, 'dist');
  writeBuildFolder(dist);
  // The build's brotli copy (shared/build/precompress.mjs).
  const main = path.join(dist, 'main.0123abcd.js');
  fs.writeFileSync(`${main}.br`, zlib.brotliCompressSync(fs.readFileSync(main)));

  api = http.createServer((req, res) => {
    received = { url: req.url, headers: req.headers };
    res.writeHead(200, { 'content-type': 'application/json', 'x-api': 'yes' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;
  [shellPort = 0, remotePort = 0] = await freePorts(2);

  // The module is ESM: the configuration is rendered by a child node, as `node .ci/nginx.mjs` renders it.
  const script = `
    import { remoteServer, shellServer, writeDeploymentFiles, writeNginxConf } from ${JSON.stringify(NGINX_MODULE)};
    const dir = ${JSON.stringify(dir)};
    const dist = ${JSON.stringify(dist)};
    const config = ${JSON.stringify(CONFIG)};
    const registry = ${JSON.stringify(REGISTRY)};
    const files = writeDeploymentFiles(dir + '/deployment', { config, registry });
    const file = writeNginxConf({ dir, servers: [
      shellServer({ dist, port: ${shellPort}, apiUrl: 'http://127.0.0.1:${apiPort}', config, registry, ...files }),
      remoteServer({ dist, port: ${remotePort} }),
    ] });
    process.stdout.write(JSON.stringify({ file, registryFile: files.registryFile }));`;
  const rendered = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as { file: string; registryFile: string };
  registryFile = rendered.registryFile;
  nginx = await startNginxFor(rendered.file, dir, async () => {
    await request(shellPort, '/');
    await request(remotePort, '/');
  });
});

afterAll(async () => {
  await stopNginx(nginx);
  await new Promise((resolve) => api?.close(resolve));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('nginx production configuration: security headers', () => {
  it('sends the Node server’s Content-Security-Policy on the shell, refuses framing, nosniff and referrer policy', async () => {
    // The shell's inline first paint is allowed by its hash alone (csp-hashes.json), never by 'unsafe-inline'.
    const policy = contentSecurityPolicyOf(CONFIG, undefined, [TEST_SCRIPT_HASH]);
    expect(policy).toContain(`script-src 'self' ${TEST_SCRIPT_HASH} `);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const rawPath of ['/', '/contracts/0050001', '/index.html', '/main.0123abcd.js', '/registry.json']) {
      const answer = await request(shellPort, rawPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBe(policy);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(String((await request(shellPort, '/')).headers.server)).not.toMatch(/\d/);
  });

  it('sends nosniff, a referrer policy and open CORS on a remote’s origin, and no page policy', async () => {
    for (const rawPath of ['/remoteEntry.js', '/main.0123abcd.js', '/nothing.js']) {
      const answer = await request(remotePort, rawPath);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('does not publish source maps, build stats or dot files', async () => {
    for (const port of [shellPort, remotePort]) {
      for (const file of ['/main.0123abcd.js.map', '/mf-stats.json', '/.env']) {
        const answer = await request(port, file);
        expect(answer.status).toBe(404);
        expect(answer.body).not.toMatch(/secret/i);
      }
    }
  });
});

describe('nginx production configuration: files and caching', () => {
  it('keeps hashed files immutable and revalidates the entry points with an ETag (README caching rules)', async () => {
    const hashed = await request(remotePort, '/main.0123abcd.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const port of [shellPort, remotePort]) await expectEntryPointsRevalidated(port);
  });

  it('compresses text assets and falls back to the app for client-side routes (a non-GET there is 405)', async () => {
    const js = await request(shellPort, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/^application\/javascript/);
    const route = await request(shellPort, '/contracts/0050001');
    expect(route.body).toContain('<title>shell</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await request(shellPort, '/contracts', {}, { method: 'POST' })).status).toBe(405);
    expect((await request(remotePort, '/nothing.js')).status).toBe(404);
  });

  it("sends the build's brotli copy of a script to a browser that accepts br, as the Node server does", async () => {
    const module =
      process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    if (!fs.existsSync(module))
      throw new Error(
        `${module} is missing: run \`apt-get install -y libnginx-mod-http-brotli-static\` as root (npm test does)`,
      );
    for (const port of [shellPort, remotePort]) {
      const js = await request(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(js.status).toBe(200);
      expect(js.headers['content-encoding']).toBe('br');
      expect(js.headers['content-type']).toMatch(/^application\/javascript/);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(Buffer.from(js.body, 'latin1')).toString()).toBe(
        fs.readFileSync(path.join(dir, 'dist', 'main.0123abcd.js'), 'utf8'),
      );
    }
    const gzip = await request(shellPort, '/main.0123abcd.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves the deployment files never cached, and a registry edited in place at once', async () => {
    const config = await request(shellPort, '/portal.config.json');
    expect(JSON.parse(config.body)).toEqual(CONFIG);
    expect(config.headers['content-type']).toMatch(/^application\/json/);
    expect(config.headers['cache-control']).toBe('no-cache');
    const before = await request(shellPort, '/registry.json');
    expect(JSON.parse(before.body)).toEqual(REGISTRY);
    // A rollback: same length, same second. A validator from mtime and size would answer 304 with the old release.
    const rolledBack = JSON.stringify(REGISTRY, null, 2).replace('1.0.0', '0.9.9');
    fs.writeFileSync(registryFile, rolledBack);
    const after = await request(shellPort, '/registry.json', {
      'if-none-match': before.headers.etag ?? '"x"',
      'if-modified-since': before.headers['last-modified'] ?? new Date().toUTCString(),
    });
    expect(after.status).toBe(200);
    expect(after.body).toContain('0.9.9');
  });

  it.each(['/%E0%A4%A', '/%', '/main.%ZZ.js', '/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'])(
    'answers %s with a 4xx and no file outside the build folder',
    async (rawPath) => {
      for (const port of [shellPort, remotePort]) {
        const answer = await request(port, rawPath);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body).not.toContain('root:');
      }
      expect(nginx.exitCode).toBeNull();
    },
  );
});

describe('nginx production configuration: the API on the shell’s origin', () => {
  it('proxies /api and /auth with the path kept and the client’s own address, the API’s answer untouched', async () => {
    const answer = await request(shellPort, '/api/v2/users?x=%2F1', { 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-api']).toBe('yes');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(received.url).toBe('/api/v2/users?x=%2F1');
    expect(received.headers['x-forwarded-for']).toBe('127.0.0.1');
    await request(shellPort, '/auth/interaction/abc');
    expect(received.url).toBe('/auth/interaction/abc');
    await request(shellPort, '/auth');
    expect(received.url).toBe('/auth');
  });

  it('answers a body over the limit with the API’s 413 file_too_large, never a proxy page', async () => {
    const big = new Uint8Array(Math.ceil(15_000_000 * 1.4) + 64_001).fill(97);
    const answer = await fetch(`http://127.0.0.1:${shellPort}/api/v2/ov_cases/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ message: 'file_too_large', limit_mb: 15 });
  });

  it('answers 502 api_unreachable in JSON when the API is down', async () => {
    await new Promise((resolve) => api.close(resolve));
    api.closeAllConnections();
    const answer = await request(shellPort, '/api/v2/users');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ message: 'api_unreachable' });
    expect(nginx.exitCode).toBeNull();
  });
});
