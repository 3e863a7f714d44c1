// Serves a whole portal deployment on this machine: the reference API (with its seeded SQLite database and its
// OpenID Connect provider), the shell and every remote from their production builds, each on its own origin, the way
// a static host or CDN would (gzip, hashed assets cached forever, registry, manifests and remoteEntry never cached).
// Used by `npm start` (.ci/portal.mjs) and by the end-to-end harness (e2e/global-setup.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const JSON_TYPE = 'application/json; charset=utf-8';
// The README's caching rules: what names a version (registry, manifests, container entries, the page) is revalidated
// on every use (ETag/Last-Modified make that a 304), hashed assets are immutable.
export const NEVER_CACHED = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'registry.json',
]);

/** The two Cache-Control values of the caching rules above. */
export const CACHE_CONTROL = { revalidate: 'no-cache', immutable: 'public, max-age=31536000, immutable' };

/** Hardening headers every origin of the portal sends (issue 15 finding 9). */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Build output that is not for the public: source maps and webpack / Module Federation build stats (and their
 * compressed copies). Judged on the decoded path, the one the file server opens: `.js.m%61p` is `.js.map` (issue 42
 * finding 5).
 */
function privateBuildFile(decodedPath) {
  const name = path.posix.basename(decodedPath).replace(/\.(br|gz)$/, '');
  return name.endsWith('.map') || name === 'mf-stats.json';
}

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The scripts a brand may declare under `thirdParty` in portal.config.json (@portal/shared/consent, decision 010). */
const THIRD_PARTY_SCRIPTS = ['chatWidget', 'orderTracking'];
const THIRD_PARTY_CONSENT = new Set(['preferences', 'statistics', 'marketing']);

/**
 * The origins of the brand's declared third-party scripts, with the rules by which the shell reads them
 * (`parseThirdPartyScripts`): a known name, an absolute http(s) `src`, a consent category other than necessary.
 * An entry the shell would ignore opens nothing.
 */
export function thirdPartyOrigins(config) {
  const declared = config?.thirdParty;
  if (typeof declared !== 'object' || declared === null) return [];
  const origins = THIRD_PARTY_SCRIPTS.map((name) => declared[name])
    .filter((entry) => typeof entry?.src === 'string' && THIRD_PARTY_CONSENT.has(entry.consent))
    .map((entry) => (/^https?:\/\//i.test(entry.src) ? originOf(entry.src) : undefined))
    .filter(Boolean);
  return [...new Set(origins)].sort();
}

/**
 * The shell page's Content-Security-Policy: scripts only from the portal's own origin, the registry's remote
 * origins and the brand's declared third-party scripts (no inline script but the shell's first paint, named by its
 * hash: `scriptHashes`, from `shellScriptHashes`; no eval), data calls to those and the API,
 * never framed by another site. Styles may be inline: Emotion (Chakra UI) writes its rules into <style> elements at
 * run time. A declared third-party origin (decision 010) is also open to connect-src and img-src, the least a chat
 * widget (its calls and WebSocket, its avatars) and a tracking snippet (its beacon) need; never to frames or styles.
 */
export function contentSecurityPolicy({ registry, config, scriptHashes = [] }) {
  const remotes = [
    ...new Set((registry?.remotes ?? []).map((r) => originOf(r.manifest)).filter(Boolean)),
  ].sort();
  const api = [config?.apiBase, config?.authBase].map((u) => (u ? originOf(u) : undefined)).filter(Boolean);
  const thirdParty = thirdPartyOrigins(config);
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptHashes, remotes, thirdParty)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', remotes, api, thirdParty)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes, api, thirdParty)}`,
    `frame-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The hashes of the shell page's inline scripts (its static first paint, decision 009), which the shell's build writes
 * beside index.html (`csp-hashes.json`); none for a shell built without it.
 */
export function shellScriptHashes(dist) {
  try {
    const hashes = JSON.parse(fs.readFileSync(path.join(dist, 'csp-hashes.json'), 'utf8'))['script-src'];
    return Array.isArray(hashes) ? hashes.filter((h) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(h)) : [];
  } catch {
    return [];
  }
}

function packageVersion(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

/** Whether the request's path decodes: a malformed escape (`/%E0%A4%A`) is the client's error, never a crash. */
function decodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function sendText(res, status, text, headers = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(text);
}

/**
 * The middleware packages, loaded on first use: `npm start` and `npm test` import this module before they install
 * the workspace's packages on a fresh machine.
 */
let middleware;
async function loadMiddleware() {
  middleware ??= Promise.all([import('compression'), import('serve-static')]).then(([c, s]) => ({
    gzip: c.default({ level: 9 }),
    serveStatic: s.default,
  }));
  return middleware;
}

const PRECOMPRESSED_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Whether the request's Accept-Encoding takes brotli (`br`, not with q=0). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding.trim().toLowerCase() !== 'br') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The build's brotli copy of a script or style sheet (`<file>.br`, shared/build/precompress.mjs) for a browser that
 * accepts it, as a static host serving precompressed files would; anything else goes on to the on-the-fly gzip. A copy
 * older than its file (a file changed after the build) is not used.
 */
function precompressed(root) {
  return (req, res, next) => {
    const type = PRECOMPRESSED_TYPES[path.extname(req.pathname ?? '')];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsBrotli(req.headers['accept-encoding'])) return next();
    const file = path.join(root, req.pathname);
    if (!file.startsWith(path.join(root, path.sep))) return next();
    let fresh = false;
    try {
      fresh = fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs;
    } catch {
      fresh = false;
    }
    if (!fresh) return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Type', type);
    req.url = `${req.pathname}.br`;
    return next();
  };
}

/** serve-static (send: ETag, Last-Modified, 304, HEAD, ranges, no traversal) with the caching rules above. */
async function staticFiles(root, { cors }) {
  const { serveStatic } = await loadMiddleware();
  return serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    fallthrough: true,
    setHeaders(res, file) {
      res.setHeader(
        'Cache-Control',
        NEVER_CACHED.has(path.basename(file).replace(/\.br$/, ''))
          ? CACHE_CONTROL.revalidate
          : CACHE_CONTROL.immutable,
      );
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

/**
 * One request through `steps` (connect-style middleware, then `last`): whatever a step throws or passes on is answered
 * (4xx for the client's errors, 500 otherwise) and never ends the process.
 */
function handler(steps, last) {
  return (req, res) => {
    const fail = (error) => {
      const status = Number(error?.statusCode ?? error?.status);
      if (Number.isInteger(status) && status >= 400 && status < 500) sendText(res, status, 'bad request');
      else {
        console.error(error);
        sendText(res, 500, 'internal error');
      }
    };
    let index = 0;
    const next = (error) => {
      if (error) return fail(error);
      const step = steps[index++];
      try {
        if (step) step(req, res, next);
        else last(req, res);
      } catch (thrown) {
        fail(thrown);
      }
      return undefined;
    };
    next();
  };
}

/** Refuses paths that do not parse or decode (400) before any step sees them. */
function wellFormed(req, res, next) {
  let pathname;
  try {
    ({ pathname } = new URL(req.url ?? '/', 'http://x'));
  } catch {
    pathname = undefined;
  }
  if (pathname === undefined || !decodablePath(pathname)) return sendText(res, 400, 'malformed address');
  req.pathname = pathname;
  if (privateBuildFile(decodeURIComponent(pathname))) return sendText(res, 404, 'not found');
  return next();
}

/** The headers of every answer of a static origin; `extra(req)` adds the origin's own. */
function securityHeaders(extra = () => ({})) {
  return (req, res, next) => {
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...extra(req) }))
      res.setHeader(name, value);
    next();
  };
}

function sendJson(res, body) {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-cache' });
  res.end(text);
}

/**
 * The largest body the proxy forwards, as the API computes its own limit (room for one upload at UPLOAD_LIMIT_BYTES
 * in base64 plus the form): a larger one is answered 413 here, the way the API answers it, instead of the API closing
 * the connection mid-upload (which reached the browser as 502 "API unreachable").
 */
const UPLOAD_LIMIT_BYTES = Number(process.env.UPLOAD_LIMIT_BYTES) || 15_000_000;
export const PROXY_BODY_LIMIT = Math.ceil(UPLOAD_LIMIT_BYTES * 1.4) + 64_000;

/**
 * How long a request body may stop arriving before the proxy answers 408 (issue 42 finding 7): BODY_TIMEOUT_SECONDS,
 * 60 s by default, as nginx's client_body_timeout and the API's own (api/src/core/body-timeout.ts). Counted without
 * data, not in all: a large upload on a slow line goes on while it keeps arriving.
 */
export const BODY_TIMEOUT_MS = (Number(process.env.BODY_TIMEOUT_SECONDS) || 60) * 1000;

/** The proxy's own answers, in the API's error shape: a body over the limit, and an API that does not answer. */
export const PROXY_ANSWERS = {
  tooLarge: {
    message: 'file_too_large',
    limit_bytes: UPLOAD_LIMIT_BYTES,
    limit_mb: Math.round(UPLOAD_LIMIT_BYTES / 1_000_000),
  },
  unreachable: { message: 'api_unreachable' },
  timeout: { message: 'request_timeout' },
};

function tooLarge(req, res) {
  if (res.headersSent) return res.destroy();
  res.writeHead(413, { ...COMMON_HEADERS, 'Content-Type': JSON_TYPE });
  res.end(JSON.stringify(PROXY_ANSWERS.tooLarge));
  // The rest of the body is read and dropped (so the client, still sending, sees the answer), up to as much again;
  // beyond that the connection is cut.
  let dropped = 0;
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > PROXY_BODY_LIMIT) req.destroy();
  });
  req.resume();
  return undefined;
}

/**
 * What a proxy passes on of a request's or an answer's headers: not HTTP/2's pseudo-headers (`:path`, `:authority`…)
 * nor the hop-by-hop headers of one connection (RFC 9110 §7.6.1), which HTTP/2 forbids and each hop sets itself.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);
export function forwardable(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/**
 * Answers 408 when the request's body stops arriving for `bodyTimeoutMs` (the connection's idle timer, reset by every
 * chunk) and calls `stop` (the request to the API is dropped); a complete body stops the timer.
 */
function bodyTimeout(req, res, bodyTimeoutMs, stop) {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return;
  req.setTimeout(bodyTimeoutMs, () => {
    if (req.complete) return;
    stop();
    if (res.headersSent) return res.destroy();
    res.writeHead(408, {
      ...COMMON_HEADERS,
      'Content-Type': JSON_TYPE,
      ...(req.httpVersionMajor === 1 ? { Connection: 'close' } : {}),
    });
    res.end(JSON.stringify(PROXY_ANSWERS.timeout));
    return undefined;
  });
  req.once('end', () => req.setTimeout(0));
}

function proxy(req, res, target, bodyTimeoutMs = BODY_TIMEOUT_MS) {
  if (Number(req.headers['content-length']) > PROXY_BODY_LIMIT) return tooLarge(req, res);
  // The API's origin and the request's own path: a path such as `//other.host/api` stays a path on the API.
  const url = `${new URL(target).origin}${req.url.startsWith('/') ? '' : '/'}${req.url}`;
  let answered = false;
  let refused = false;
  const upstream = http.request(
    url,
    {
      method: req.method,
      headers: {
        ...forwardable(req.headers),
        host: new URL(target).host,
        // The portal is the edge: the API sees the client's own address (throttling), never a forwarded claim.
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        // As nginx's `X-Forwarded-Proto $scheme`: the API marks its cookies Secure over HTTPS (core/device.ts).
        'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http',
      },
    },
    (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (refused) return undefined;
    if (answered || res.headersSent) return res.destroy();
    res.writeHead(502, { ...COMMON_HEADERS, 'Content-Type': JSON_TYPE });
    return res.end(JSON.stringify(PROXY_ANSWERS.unreachable));
  });
  bodyTimeout(req, res, bodyTimeoutMs, () => {
    refused = true;
    req.unpipe(upstream);
    upstream.destroy();
  });
  // A chunked body (no Content-Length) is counted as it streams.
  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received > PROXY_BODY_LIMIT && !answered && !refused) {
      refused = true;
      req.unpipe(upstream);
      upstream.destroy();
      tooLarge(req, res);
    }
  });
  req.pipe(upstream);
  return undefined;
}

/**
 * An origin's server: HTTP/1.1, or with `tls` ({ key, cert }, PEM) HTTPS with HTTP/2 for the browsers that offer it
 * (ALPN) and HTTP/1.1 for the others. Over HTTP/2 a page's requests share one connection: one handshake, no limit of
 * six requests at a time per origin (decision 009).
 */
function createServer(tls, requestHandler) {
  return tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, requestHandler)
    : http.createServer(requestHandler);
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** A static origin for one remote's dist/ (CORS open, like a CDN). */
export async function serveRemote({ dist, port, host = '127.0.0.1', tls }) {
  const files = await staticFiles(dist, { cors: true });
  const { gzip } = await loadMiddleware();
  const server = createServer(
    tls,
    handler([wellFormed, securityHeaders(), precompressed(dist), gzip, files], (req, res) =>
      sendText(res, 404, 'not found', { 'Access-Control-Allow-Origin': '*' }),
    ),
  );
  return listen(server, port, host);
}

/**
 * The serving shape `npm start` and `node .ci/nginx.mjs` read from the environment (decision 009):
 * `PORTAL_TLS_CERT` and `PORTAL_TLS_KEY` (PEM files: HTTPS with HTTP/2), `PORTAL_REMOTES_ON_ORIGIN=1` (the remotes under
 * `/remotes/<folder>/` of the portal's origin).
 */
export function deploymentShape(env = process.env) {
  const tlsFiles =
    env.PORTAL_TLS_CERT && env.PORTAL_TLS_KEY
      ? { certFile: path.resolve(env.PORTAL_TLS_CERT), keyFile: path.resolve(env.PORTAL_TLS_KEY) }
      : undefined;
  return {
    tlsFiles,
    scheme: tlsFiles ? 'https' : 'http',
    remotesOnOrigin: env.PORTAL_REMOTES_ON_ORIGIN === '1',
  };
}

/** Where a remote is served on the portal's own origin (`remotesOnOrigin`): `/remotes/<its folder>/`. */
export function remotePath(remote) {
  return `/remotes/${remote.dir}/`;
}

/**
 * The step that serves each remote's dist/ under its path on the shell's origin (`{ path, dist }`, the path ending in
 * a slash), with a remote origin's own rules (brotli copies, gzip, the caching rules, CORS open); any other path goes on.
 */
async function remoteFolders(remotes) {
  const { gzip } = await loadMiddleware();
  const folders = await Promise.all(
    remotes.map(async ({ path: prefix, dist }) => ({
      prefix,
      serve: handler([precompressed(dist), gzip, await staticFiles(dist, { cors: true })], (req, res) =>
        sendText(res, 404, 'not found'),
      ),
    })),
  );
  return (req, res, next) => {
    const folder = folders.find((f) => req.pathname.startsWith(f.prefix));
    if (!folder) return next();
    const rest = req.url.slice(folder.prefix.length - 1);
    req.url = rest;
    req.pathname = req.pathname.slice(folder.prefix.length - 1);
    return folder.serve(req, res);
  };
}

/**
 * The shell's origin: its dist/, its deployment files (portal.config.json, registry.json) and the API under
 * /api and the auth path, proxied to the API so the portal and the API share one origin. `remotesOnOrigin`
 * (`[{ path, dist }]`) serves remotes under paths of this origin as well (decision 009): over HTTP/2 a
 * remote's files then come on the page's own connection instead of a new one (a handshake, TLS's too, on a phone's
 * round trips).
 */
export async function serveShell({
  dist,
  port,
  host = '127.0.0.1',
  apiUrl,
  config,
  registry,
  tls,
  remotesOnOrigin = [],
  bodyTimeoutMs = BODY_TIMEOUT_MS,
}) {
  const authBase = config.authBase ?? '/auth';
  const onOrigin = await remoteFolders(remotesOnOrigin);
  const files = await staticFiles(dist, { cors: false });
  const scriptHashes = shellScriptHashes(dist);
  const { gzip } = await loadMiddleware();
  const currentRegistry = () => (typeof registry === 'function' ? registry() : registry);
  const deployment = (req, res, next) => {
    const { pathname } = req;
    if (pathname === '/portal.config.json') return sendJson(res, config);
    // `registry` may be a function: read on every request (a registry edited while the portal runs).
    if (pathname === '/registry.json') {
      return sendJson(res, currentRegistry());
    }
    if (pathname.startsWith('/api/') || pathname === authBase || pathname.startsWith(`${authBase}/`)) {
      // The API's answers compressed as nginx compresses them (gzip_types application/json): a page of 100 invoices
      // is 52 KB of JSON as the API sends it, ~6 KB in gzip (decision 009).
      return gzip(req, res, () => proxy(req, res, apiUrl, bodyTimeoutMs));
    }
    return next();
  };
  // Client-side routes: every other GET is the app (its own router shows the not-found page).
  const app = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed');
    req.url = '/index.html';
    return files(req, res, next);
  };
  // Never framed (clickjacking): `frame-ancestors` in the policy, X-Frame-Options for older browsers.
  const headers = securityHeaders(() => ({
    'Content-Security-Policy': contentSecurityPolicy({ registry: currentRegistry(), config, scriptHashes }),
    'X-Frame-Options': 'DENY',
  }));
  const server = createServer(
    tls,
    handler([wellFormed, deployment, headers, onOrigin, precompressed(dist), gzip, files, app], (req, res) =>
      sendText(res, 500, 'the shell is not built: run the build first'),
    ),
  );
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
export function registryFor(remotes, host = 'localhost', { scheme = 'http', origin } = {}) {
  return {
    remotes: remotes.map((r) => ({
      name: r.name,
      manifest: origin
        ? `${origin}${remotePath(r)}mf-manifest.json`
        : `${scheme}://${host}:${r.port}/mf-manifest.json`,
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
