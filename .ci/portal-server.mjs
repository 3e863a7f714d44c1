// Serves a whole portal deployment on this machine: the reference API (with its seeded SQLite database and its
// OpenID Connect provider), the shell and every remote from their production builds, each on its own origin, the way
// a static host or CDN would (gzip, hashed assets cached forever, registry, manifests and remoteEntry never cached).
// Used by `npm start` (.ci/portal.mjs) and by the end-to-end harness (e2e/global-setup.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { PLATFORM_REMOTES } from '../shared/build/remotes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debian's chromium, never a downloaded browser, with the flags that keep it off the closed network (without them it
 * floods the network with refused connections). Used by the end-to-end tests and the bench.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The domain remotes: folder, Module Federation name, default port (from shared/remotes.json, written once there). */
export const REMOTES = PLATFORM_REMOTES.map(({ folder, name, port }) => ({ dir: folder, name, port }));

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const NEVER_CACHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

function packageVersion(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

const gzipCache = new Map();
function gzipped(file, stat) {
  const key = `${file}:${stat.mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

/** Sends one file of `root`, or returns false when there is none at that path. */
function sendStatic(req, res, root, pathname, { cors }) {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const file = path.join(root, relative);
  if (!file.startsWith(root)) return false;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const ext = path.extname(file);
  const headers = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Cache-Control': NEVER_CACHED.has(path.basename(file))
      ? 'no-cache'
      : 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  };
  if (cors) headers['Access-Control-Allow-Origin'] = '*';
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    const body = gzipped(file, stat);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  } else {
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  }
  return true;
}

function sendJson(res, body) {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(200, { 'Content-Type': MIME['.json'], 'Cache-Control': 'no-cache' });
  res.end(text);
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': MIME['.json'] });
    res.end(JSON.stringify({ message: 'api_unreachable' }));
  });
  req.pipe(upstream);
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** A static origin for one remote's dist/ (CORS open, like a CDN). */
export async function serveRemote({ dist, port, host = '127.0.0.1' }) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (!sendStatic(req, res, dist, pathname === '/' ? '/index.html' : pathname, { cors: true })) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
      res.end('not found');
    }
  });
  return listen(server, port, host);
}

/**
 * The shell's origin: its dist/, its deployment files (portal.config.json, registry.json) and the API under
 * /api and the auth path, proxied to the API so the portal and the API share one origin.
 */
export async function serveShell({ dist, port, host = '127.0.0.1', apiUrl, config, registry }) {
  const authBase = config.authBase ?? '/auth';
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/portal.config.json') return sendJson(res, config);
    // `registry` may be a function: read on every request (a registry edited while the portal runs).
    if (pathname === '/registry.json') {
      return sendJson(res, typeof registry === 'function' ? registry() : registry);
    }
    if (pathname.startsWith('/api/') || pathname === authBase || pathname.startsWith(`${authBase}/`)) {
      return proxy(req, res, apiUrl);
    }
    if (sendStatic(req, res, dist, pathname, { cors: false })) return undefined;
    // Client-side routes: every other path is the app.
    if (!sendStatic(req, res, dist, '/index.html', { cors: false })) {
      res.writeHead(500);
      res.end('the shell is not built: run the build first');
    }
    return undefined;
  });
  return listen(server, port, host);
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the reference API as a child process; resolves when it answers. */
export async function startApi({ port = 8000, dbPath, env = {}, quiet = false } = {}) {
  const tsx = path.join(ROOT, 'api/node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), ...(dbPath ? { DB_PATH: dbPath } : {}), ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the API exited with code ${code}`))),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/v2/ov_customize/ov_settings`), exited]);
  return child;
}

/** The registry of a deployment: every built remote at its origin. */
export function registryFor(remotes, host = 'localhost') {
  return {
    remotes: remotes.map((r) => ({
      name: r.name,
      manifest: `http://${host}:${r.port}/mf-manifest.json`,
      version: r.version ?? packageVersion(path.join(ROOT, r.dir ?? '')),
    })),
  };
}

export function remoteDist(remote) {
  return path.join(ROOT, remote.dir, 'dist');
}

/** Whether a build folder holds a Module Federation container (a remote that exposes nothing builds none). */
export function hasContainer(dist) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    return Boolean(manifest.metaData?.remoteEntry?.name);
  } catch {
    return false;
  }
}

/** The domain remotes that are built as containers, each on its default port plus `portOffset`. */
export function builtRemotes(portOffset = 0) {
  return REMOTES.filter((r) => hasContainer(remoteDist(r))).map((r) => ({ ...r, port: r.port + portOffset }));
}
