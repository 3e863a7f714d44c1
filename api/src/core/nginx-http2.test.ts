// Decision 009: the production configuration (.ci/nginx.mjs) renders the shape `pnpm bench` measures, as
// the Node server serves it (portal-server-http2.test.ts): the shell over HTTPS with HTTP/2, the remotes under
// `/remotes/<folder>/` of its origin with a remote origin's rules. nginx runs here for real (see nginx.test.ts).
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { h2Request } from '../testing/http2-client';
import { assertNginxInstalled, freePort, startNginxFor, stopNginx } from '../testing/nginx-process';
import { writeBuildFolder } from '../testing/static-server';

const NGINX_MODULE = path.resolve(__dirname, '../../../.ci/nginx.mjs');
const TLS_MODULE = path.resolve(__dirname, '../../../.ci/tls.mjs');
const CONFIG = { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' };

let nginx: ChildProcess;
let api: http.Server;
let dir: string;
let port: number;
let cert: Buffer;

beforeAll(async () => {
  assertNginxInstalled();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-h2-'));
  const shellDist = path.join(dir, 'shell');
  const remoteDist = path.join(dir, 'remote');
  writeBuildFolder(shellDist);
  writeBuildFolder(remoteDist);
  fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var mf_contracts = {};');
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;
  port = await freePort();
  const script = `
    import { registryFor, remotePath } from ${JSON.stringify(path.resolve(__dirname, '../../../.ci/portal-server.mjs'))};
    import { shellServer, writeDeploymentFiles, writeNginxConf } from ${JSON.stringify(NGINX_MODULE)};
    import { localCertificate } from ${JSON.stringify(TLS_MODULE)};
    const dir = ${JSON.stringify(dir)};
    const { certFile, keyFile } = localCertificate(dir + '/tls');
    const tls = { certFile, keyFile };
    const config = ${JSON.stringify(CONFIG)};
    const remote = { dir: 'mf-contracts', name: 'mf_contracts', port: 1, version: '1.0.0' };
    const registry = registryFor([remote], 'localhost', { origin: 'https://localhost:${port}' });
    const files = writeDeploymentFiles(dir + '/deployment', { config, registry });
    const file = writeNginxConf({ dir, servers: [
      shellServer({ dist: ${JSON.stringify(shellDist)}, port: ${port}, apiUrl: 'http://127.0.0.1:${apiPort}', config,
        registry, ...files, tls,
        remotesOnOrigin: [{ path: remotePath(remote), dist: ${JSON.stringify(remoteDist)} }] }),
    ] });
    process.stdout.write(JSON.stringify({ file }));`;
  const { file } = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as { file: string };
  cert = fs.readFileSync(path.join(dir, 'tls', 'cert.pem'));
  nginx = await startNginxFor(file, dir, () => h2Request(port, cert, '/'));
});

afterAll(async () => {
  await stopNginx(nginx);
  await new Promise((resolve) => api?.close(resolve));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const h2 = (pathname: string, headers: http2.OutgoingHttpHeaders = {}) =>
  h2Request(port, cert, pathname, headers);

describe('nginx production configuration over HTTPS with HTTP/2, the remotes on the shell’s origin', () => {
  it('serves the shell’s pages over HTTP/2 with its policy', async () => {
    const page = await h2('/contracts/electricity');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it("serves a remote's files under its path with a remote origin's caching rules and CORS", async () => {
    const entry = await h2('/remotes/mf-contracts/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var mf_contracts = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const hashed = await h2('/remotes/mf-contracts/main.0123abcd.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    const manifest = await h2('/remotes/mf-contracts/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("publishes none of a remote's source maps, build stats or dot files, and a missing file is 404", async () => {
    for (const file of ['main.0123abcd.js.map', 'mf-stats.json', '.env', 'missing.js']) {
      const answer = await h2(`/remotes/mf-contracts/${file}`);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('SECRET');
      expect(answer.body).not.toContain('secret');
    }
  });

  it('lists the remotes under the shell’s origin and proxies the API over HTTP/2', async () => {
    const registry = JSON.parse((await h2('/registry.json')).body) as { remotes: { manifest: string }[] };
    expect(registry.remotes[0]?.manifest).toBe(
      `https://localhost:${port}/remotes/mf-contracts/mf-manifest.json`,
    );
    const answer = await h2('/api/v2/contracts?offset=0');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: '/api/v2/contracts?offset=0' });
  });
});
