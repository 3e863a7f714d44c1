// Helpers of the static servers' tests (portal-server.test.ts for `npm start`'s Node server, nginx.test.ts for the
// production nginx configuration): raw requests, and a build folder with the files whose caching and privacy they check.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: the path is sent exactly as given (fetch would normalise it). */
export function rawRequest(
  port: number,
  rawPath: string,
  headers: http.OutgoingHttpHeaders = {},
  { method = 'GET', body }: { method?: string; body?: Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The inline script hash a test build folder names in its `csp-hashes.json` (the shell's first paint, decision 009). */
export const TEST_SCRIPT_HASH = `'sha256-${'A'.repeat(43)}='`;

/**
 * A build folder like a remote's or the shell's: the page and its inline script's hash, a hashed asset (large enough
 * to be compressed), the federation entry and manifest (revalidated), and a source map, build stats and a dot file
 * (never public).
 */
export function writeBuildFolder(dist: string): void {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dist, 'csp-hashes.json'), JSON.stringify({ 'script-src': [TEST_SCRIPT_HASH] }));
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_test = {};');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{"sources":["webpack://secret/src/app.tsx"]}');
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), '{"secret":true}');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
}

const PORTAL_SERVER = path.resolve(__dirname, '../../../.ci/portal-server.mjs');

/** One registered remote at http://localhost:8091, the registry both servers' tests deploy. */
export const TEST_REGISTRY = {
  remotes: [{ name: 'mf_a', manifest: 'http://localhost:8091/mf-manifest.json', version: '1.0.0' }],
};

/**
 * The Content-Security-Policy `.ci/portal-server.mjs` computes for a registry and a deployment config (the reference
 * every server must send; the module is ESM, so it is asked from a child node).
 */
export function contentSecurityPolicyOf(
  config: unknown,
  registry: unknown = TEST_REGISTRY,
  scriptHashes: readonly string[] = [],
): string {
  const script = `
    import { contentSecurityPolicy } from ${JSON.stringify(PORTAL_SERVER)};
    process.stdout.write(contentSecurityPolicy({ registry: ${JSON.stringify(registry)}, config: ${JSON.stringify(config)},
      scriptHashes: ${JSON.stringify(scriptHashes)} }));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}
