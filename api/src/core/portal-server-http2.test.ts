// Decision 009: the shape `pnpm bench` measures. `.ci/portal-server.mjs` serves the shell over HTTPS with
// HTTP/2 (HTTP/1.1 for clients that do not offer it) and the remotes under `/remotes/<folder>/` of the portal's own
// origin, with a remote origin's rules; the proxy to the API passes on neither HTTP/2's pseudo-headers nor one
// connection's hop-by-hop headers (HTTP/2 refuses an answer that carries them).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import type http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { h2Request } from '../testing/http2-client';
import { writeBuildFolder } from '../testing/static-server';

const SERVER = path.resolve(__dirname, '../../../.ci/portal-server.mjs');
const TLS = path.resolve(__dirname, '../../../.ci/tls.mjs');

let child: ChildProcess;
let dir: string;
let port: number;
let cert: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-h2-'));
  const shellDist = path.join(dir, 'shell');
  const remoteDist = path.join(dir, 'remote');
  writeBuildFolder(shellDist);
  writeBuildFolder(remoteDist);
  fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var mf_contracts = {};');
  const script = `
    import http from 'node:http';
    import { localCertificate } from ${JSON.stringify(TLS)};
    import { registryFor, remotePath, serveShell } from ${JSON.stringify(SERVER)};
    const tls = localCertificate(${JSON.stringify(path.join(dir, 'tls'))});
    // An API that answers with the hop-by-hop headers an HTTP/1.1 server sends, and echoes what it was sent.
    const api = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', connection: 'keep-alive',
        'keep-alive': 'timeout=5', 'transfer-encoding': 'chunked' });
      res.end(JSON.stringify({ path: req.url, headers: req.headers }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const remote = { dir: 'mf-contracts', name: 'mf_contracts', port: 1, version: '1.0.0' };
    const shell = await serveShell({ dist: ${JSON.stringify(shellDist)}, port: 0, tls,
      apiUrl: 'http://127.0.0.1:' + api.address().port,
      config: { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' },
      registry: registryFor([remote], 'localhost', { origin: 'https://localhost:4443' }),
      remotesOnOrigin: [{ path: remotePath(remote), dist: ${JSON.stringify(remoteDist)} }] });
    console.log(JSON.stringify({ port: shell.address().port }));`;
  child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the portal server exited with code ${code}`)));
    child.stdout?.once('data', (line: Buffer) =>
      resolve((JSON.parse(line.toString()) as { port: number }).port),
    );
  });
  cert = fs.readFileSync(path.join(dir, 'tls', 'cert.pem'));
});

afterAll(() => {
  child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const h2 = (pathname: string, headers: http2.OutgoingHttpHeaders = {}) =>
  h2Request(port, cert, pathname, headers);

describe('the portal over HTTPS with HTTP/2, the remotes on its origin', () => {
  it('serves the shell over HTTP/2, and over HTTP/1.1 to a client that does not offer it', async () => {
    const page = await h2('/contracts/electricity');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const http1 = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get({ host: 'localhost', port, path: '/', ca: cert }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, version: res.httpVersion });
        })
        .on('error', reject);
    });
    expect(http1).toEqual({ status: 200, version: '1.1' });
  });

  it("serves a remote's files under its path with a remote origin's rules, and nothing outside its folder", async () => {
    const entry = await h2('/remotes/mf-contracts/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var mf_contracts = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const hashed = await h2('/remotes/mf-contracts/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    // A missing file of a remote is a 404, never the app's page; its source maps are not published either.
    expect((await h2('/remotes/mf-contracts/missing.js')).status).toBe(404);
    expect((await h2('/remotes/mf-contracts/main.0123abcd.js.map')).status).toBe(404);
    for (const escape of ['/remotes/mf-contracts/../shell/index.html', '/remotes/mf-contracts/%2e%2e/.env']) {
      const answer = await h2(escape);
      expect(answer.body).not.toContain('SECRET');
    }
    expect(child.exitCode).toBeNull();
  });

  it('lists the remotes under the portal’s origin in the registry', async () => {
    const registry = JSON.parse((await h2('/registry.json')).body) as { remotes: { manifest: string }[] };
    expect(registry.remotes[0]?.manifest).toBe(
      'https://localhost:4443/remotes/mf-contracts/mf-manifest.json',
    );
  });

  it("proxies the API over HTTP/2 without HTTP/2's pseudo-headers or hop-by-hop headers either way", async () => {
    const answer = await h2('/api/v2/contracts?offset=0', { authorization: 'Bearer t' });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    const sent = JSON.parse(answer.body) as { path: string; headers: Record<string, string> };
    expect(sent.path).toBe('/api/v2/contracts?offset=0');
    expect(sent.headers.authorization).toBe('Bearer t');
    expect(Object.keys(sent.headers).filter((name) => name.startsWith(':'))).toEqual([]);
  });
});

describe('the certificate the bench makes', () => {
  it('is for localhost and 127.0.0.1', () => {
    const text = execFileSync('/usr/bin/openssl', ['x509', '-noout', '-ext', 'subjectAltName'], {
      input: cert,
    }).toString();
    expect(text).toContain('DNS:localhost');
    expect(text).toContain('IP Address:127.0.0.1');
  });
});
