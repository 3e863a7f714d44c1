// Serves a whole portal deployment on this machine: the reference API (with its seeded SQLite database and its
// OpenID Connect provider), the shell and every remote from their production builds, each on its own origin, the way
// a static host or CDN would (compression, hashed assets cached forever, registry, manifests and remoteEntry never
// cached). Each origin is a Fastify server (the API's stack): @fastify/static serves the files (ETag, Last-Modified,
// 304, HEAD, ranges), @fastify/compress compresses, @fastify/reply-from proxies the API; the rules themselves are
// .ci/static-rules.mjs, from which the production nginx configuration is rendered too (.ci/nginx.mjs).
// Used by `npm start` (.ci/portal.mjs) and by the end-to-end harness (e2e/global-setup.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PLATFORM_REMOTES } from '../shared/build/remotes.mjs';
import {
  CACHE_CONTROL,
  cacheControlFor,
  COMMON_HEADERS,
  NEVER_CACHED,
  privateBuildFile,
} from './static-rules.mjs';

export { CACHE_CONTROL, COMMON_HEADERS, NEVER_CACHED, privateBuildFile };

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
 * The origins portal.config.json allows local builds from (`overrides.allowedOrigins`, issue 48), as the shell reads
 * them: absolute http(s) addresses, by origin. None when overrides are off (absent), the default in production.
 */
export function overrideOrigins(config) {
  const list = config?.overrides?.allowedOrigins;
  if (!Array.isArray(list)) return [];
  const origins = list
    .map((u) => (typeof u === 'string' && /^https?:\/\//i.test(u.trim()) ? originOf(u.trim()) : undefined))
    .filter(Boolean);
  return [...new Set(origins)].sort();
}

/**
 * portal.config.json's `overrides` from PORTAL_OVERRIDE_ORIGINS (origins separated by commas), for `npm start` and
 * the nginx configuration: none by default, overrides off.
 */
export function overridesFromEnv(env = process.env) {
  const origins = (env.PORTAL_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length > 0 ? { overrides: { allowedOrigins: origins } } : {};
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
  // A canary's build (decision 012) runs like the stable one: its origin is a remote origin too.
  const remotes = [
    ...new Set([
      ...(registry?.remotes ?? [])
        .flatMap((r) => [r.manifest, r.canary?.manifest])
        .map((u) => (typeof u === 'string' && u ? originOf(u) : undefined))
        .filter(Boolean),
      // A local build (overrides) runs like a remote too, only from the origins the deployment allows.
      ...overrideOrigins(config),
    ]),
  ].sort();
  // The health reports' receiver (portal.config.json telemetry.endpoint) is called like the API.
  const api = [config?.apiBase, config?.authBase, config?.telemetry?.endpoint]
    .map((u) => (typeof u === 'string' && u ? originOf(u) : undefined))
    .filter(Boolean);
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

/**
 * The server stack, loaded on first use: `npm start` and `npm test` import this module before they install the
 * workspace's packages on a fresh machine.
 */
let stack;
async function loadStack() {
  stack ??= Promise.all([
    import('fastify'),
    import('@fastify/static'),
    import('@fastify/compress'),
    import('@fastify/reply-from'),
    import('pino-pretty'),
  ]).then(([fastify, files, compress, replyFrom, pretty]) => ({
    Fastify: fastify.default,
    files: files.default,
    compress: compress.default,
    replyFrom: replyFrom.default,
    pretty: pretty.default,
  }));
  return stack;
}

/**
 * What an origin logs: its warnings and errors (a file that cannot be read, an exception), one readable line each on
 * the standard error, never a line per request (the API logs its requests on demand: LOG_LEVEL, api/README.md).
 * `LOG_LEVEL=silent` silences them too; `LOG_FORMAT=json` keeps pino's JSON lines.
 */
function originLogger(pretty, env = process.env) {
  const level = env.LOG_LEVEL === 'silent' ? 'silent' : 'warn';
  if (env.LOG_FORMAT === 'json') return { level };
  return {
    level,
    stream: pretty({
      destination: 2,
      sync: true,
      colorize: Boolean(process.stderr.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      // One line each: the message and, for an error, what failed (its stack for an exception of the server itself).
      hideObject: true,
      messageFormat: (log, messageKey) => {
        const { err } = log;
        if (!err) return String(log[messageKey]);
        return `${log[messageKey]}: ${log.level >= 50 && err.stack ? err.stack : err.message}`;
      },
    }),
  };
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
 * The request's path as sent (`pathname`, which decides what answers it) and decoded (`decoded`, the file it names);
 * undefined when it does not parse or decode (`/%E0%A4%A`: the client's error, answered 400, never a crash).
 */
function pathsOf(url) {
  try {
    const { pathname } = new URL(url ?? '/', 'http://x');
    return { pathname, decoded: decodeURIComponent(pathname) };
  } catch {
    return undefined;
  }
}

/**
 * The file of `root` a decoded path names (a folder: its index.html), relative to `root`; none for a path with a dot
 * segment (dot files, `..`: never served, nothing outside the folder) or a missing file.
 */
function fileIn(root, decoded) {
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0'))) return undefined;
  for (const candidate of [segments, [...segments, 'index.html']]) {
    const relative = candidate.join('/');
    try {
      if (fs.statSync(path.join(root, relative)).isFile()) return relative;
    } catch {
      // not there
    }
  }
  return undefined;
}

/**
 * The build's brotli copy of a script or style sheet (`<file>.br`, shared/build/precompress.mjs) for a browser that
 * accepts it, as a static host serving precompressed files would; anything else is compressed on the fly. A copy
 * older than its file (a file changed after the build) is not used.
 */
function brotliCopy(root, relative, acceptEncoding) {
  const file = path.join(root, relative);
  try {
    return acceptsBrotli(acceptEncoding) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs
      ? `${relative}.br`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file of `root` (relative path) with the caching rules, through @fastify/static (ETag, Last-Modified, 304,
 * HEAD, ranges): its brotli copy where there is a fresh one and the browser takes it, else the file (compressed on
 * the fly by @fastify/compress).
 */
function sendStatic(request, reply, root, relative, headers) {
  reply.headers(headers);
  const type = PRECOMPRESSED_TYPES[path.extname(relative)];
  const copy = type && brotliCopy(root, relative, request.headers['accept-encoding']);
  if (type) reply.header('Vary', 'Accept-Encoding');
  reply.header('Cache-Control', cacheControlFor(relative));
  if (!copy) return reply.sendFile(relative, root);
  reply.header('Content-Encoding', 'br');
  reply.type(type);
  return reply.sendFile(copy, root, { contentType: false });
}

function sendText(reply, status, text, headers = {}) {
  return reply
    .code(status)
    .headers({
      ...COMMON_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...headers,
    })
    .send(text);
}

function sendJson(reply, status, body, headers = {}) {
  return reply
    .code(status)
    .headers({ ...COMMON_HEADERS, 'Content-Type': JSON_TYPE, ...headers })
    .send(JSON.stringify(body, null, status === 200 ? 2 : undefined));
}

/**
 * An origin's Fastify server: HTTP/1.1, or with `tls` ({ key, cert }, PEM) HTTPS with HTTP/2 for the browsers that
 * offer it (ALPN) and HTTP/1.1 for the others. Over HTTP/2 a page's requests share one connection: one handshake, no
 * limit of six requests at a time per origin (decision 009). `answer(request, reply, paths)` answers every request
 * whose path decodes (the others are 400), private build files excepted (404 on the decoded path); whatever it throws
 * is answered (4xx for the client's errors, 500 otherwise) and never ends the process. Request bodies are not parsed:
 * the proxy passes them on as they arrive.
 */
async function originServer({ root, tls, notFoundHeaders = {} }, answer) {
  const { Fastify, files, compress, replyFrom, pretty } = await loadStack();
  const app = Fastify({
    logger: originLogger(pretty),
    ...(tls ? { http2: true, https: { key: tls.key, cert: tls.cert, allowHTTP1: true } } : {}),
    exposeHeadRoutes: false,
    routerOptions: { maxParamLength: 10_000 },
    frameworkErrors: (_error, _request, reply) => sendText(reply, 400, 'malformed address'),
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // gzip at level 9 (and brotli for a browser that takes it) for text over 1 KB, the API's JSON included: a page of 100
  // invoices is 52 KB of JSON as the API sends it, ~6 KB compressed (decision 009). A brotli copy is sent as it is.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    zlibOptions: { level: 9 },
  });
  await app.register(files, { root, serve: false, cacheControl: false, dotfiles: 'ignore', index: false });
  await app.register(replyFrom, { disableRequestLogging: true });
  app.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'not found', notFoundHeaders));
  app.setErrorHandler((error, request, reply) => {
    const status = Number(error?.statusCode ?? error?.status);
    if (Number.isInteger(status) && status >= 400 && status < 500)
      return sendText(reply, status, 'bad request');
    request.log.error(error);
    return sendText(reply, 500, 'internal error');
  });
  app.all('*', (request, reply) => {
    const paths = pathsOf(request.url);
    if (!paths) return sendText(reply, 400, 'malformed address');
    if (privateBuildFile(paths.decoded)) return sendText(reply, 404, 'not found', notFoundHeaders);
    return answer(request, reply, paths);
  });
  return app;
}

async function listen(app, port, host) {
  await app.listen({ port, host });
  return app.server;
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
 * 413 in the API's shape. The rest of the body is read and dropped (so the client, still sending, sees the answer), up
 * to as much again; beyond that the connection is cut.
 */
function tooLarge(request, reply) {
  const raw = request.raw;
  let dropped = 0;
  raw.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > PROXY_BODY_LIMIT) raw.destroy();
  });
  raw.resume();
  if (reply.raw.headersSent) return reply.raw.destroy();
  return sendJson(reply, 413, PROXY_ANSWERS.tooLarge);
}

/**
 * Proxies the request to the API through @fastify/reply-from: the API's origin and the request's path (`//other.host/api/x`
 * is the path `/api/x` of the API, never another host), the client's own address (never a forwarded claim) and scheme, no
 * pseudo- or hop-by-hop header either way. The body is passed on as it arrives and counted: over PROXY_BODY_LIMIT it is
 * 413; when it stops arriving for `bodyTimeoutMs` (the connection's idle timer, reset by every chunk) it is 408 and the
 * request to the API is dropped; an API that does not answer is 502.
 */
function proxy(request, reply, { pathname, apiUrl, bodyTimeoutMs }) {
  const raw = request.raw;
  if (Number(raw.headers['content-length']) > PROXY_BODY_LIMIT) return tooLarge(request, reply);
  const api = new URL(apiUrl);
  let refused = false;
  const hasBody =
    Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
  if (hasBody) {
    let received = 0;
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        received += chunk.length;
        if (received > PROXY_BODY_LIMIT && !refused) {
          refused = true;
          raw.unpipe(counted);
          counted.destroy();
          tooLarge(request, reply);
          return callback();
        }
        return callback(null, chunk);
      },
    });
    raw.pipe(counted);
    request.body = counted;
    if (!raw.complete) {
      raw.setTimeout(bodyTimeoutMs, () => {
        if (raw.complete) return;
        refused = true;
        raw.unpipe(counted);
        counted.destroy();
        if (reply.raw.headersSent) return reply.raw.destroy();
        return sendJson(
          reply,
          408,
          PROXY_ANSWERS.timeout,
          raw.httpVersionMajor === 1 ? { Connection: 'close' } : {},
        );
      });
      raw.once('end', () => raw.setTimeout(0));
    }
  } else {
    request.body = undefined;
  }
  // The query is passed on as sent (reply-from would decode it to check the path).
  const query = request.url.indexOf('?');
  return reply.from(`${api.origin}${pathname}`, {
    queryString: () => (query === -1 ? '' : request.url.slice(query + 1)),
    rewriteRequestHeaders: (_request, headers) => ({
      ...forwardable(headers),
      host: api.host,
      // The portal is the edge: the API sees the client's own address (throttling), never a forwarded claim.
      'x-forwarded-for': request.socket.remoteAddress ?? '',
      // As nginx's `X-Forwarded-Proto $scheme`: the API marks its cookies Secure over HTTPS (core/device.ts).
      'x-forwarded-proto': request.socket.encrypted ? 'https' : 'http',
    }),
    rewriteHeaders: (headers) => forwardable(headers),
    onError: (errorReply) => {
      if (refused) return undefined;
      if (errorReply.raw.headersSent) return errorReply.raw.destroy();
      return sendJson(errorReply, 502, PROXY_ANSWERS.unreachable);
    },
  });
}

/** A static origin for one remote's dist/ (CORS open, like a CDN). */
export async function serveRemote({ dist, port, host = '127.0.0.1', tls }) {
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const app = await originServer(
    { root: dist, tls, notFoundHeaders: cors },
    (request, reply, { decoded }) => {
      const file = fileIn(dist, decoded);
      if (!file) return sendText(reply, 404, 'not found', cors);
      return sendStatic(request, reply, dist, file, { ...COMMON_HEADERS, ...cors });
    },
  );
  return listen(app, port, host);
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
 * The shell's origin: its dist/, its deployment files (portal.config.json, registry.json and, when given,
 * `registryHistory` as registry-history.json) and the API under
 * /api and the auth path, proxied to the API so the portal and the API share one origin. `remotesOnOrigin`
 * (`[{ path, dist }]`) serves remotes under paths of this origin as well, with a remote origin's rules (decision
 * 009): over HTTP/2 a remote's files then come on the page's own connection instead of a new one (a handshake, TLS's
 * too, on a phone's round trips). Every other GET is the app (its own router shows the not-found page).
 */
export async function serveShell({
  dist,
  port,
  host = '127.0.0.1',
  apiUrl,
  config,
  registry,
  registryHistory,
  tls,
  remotesOnOrigin = [],
  bodyTimeoutMs = BODY_TIMEOUT_MS,
}) {
  const authBase = config.authBase ?? '/auth';
  const scriptHashes = shellScriptHashes(dist);
  // `registry` may be a function: read on every request (a registry edited while the portal runs).
  const currentRegistry = () => (typeof registry === 'function' ? registry() : registry);
  const app = await originServer({ root: dist, tls }, (request, reply, { pathname, decoded }) => {
    if (pathname === '/portal.config.json')
      return sendJson(reply, 200, config, { 'Cache-Control': 'no-cache' });
    if (pathname === '/registry.json')
      return sendJson(reply, 200, currentRegistry(), { 'Cache-Control': 'no-cache' });
    // The registry's recent changes (.ci/registry.mjs), for the platform status page; none recorded: 404.
    if (pathname === '/registry-history.json') {
      const history = typeof registryHistory === 'function' ? registryHistory() : registryHistory;
      return history
        ? sendJson(reply, 200, history, { 'Cache-Control': 'no-cache' })
        : sendText(reply, 404, 'not found');
    }
    if (pathname.startsWith('/api/') || pathname === authBase || pathname.startsWith(`${authBase}/`))
      return proxy(request, reply, { pathname, apiUrl, bodyTimeoutMs });
    // Never framed (clickjacking): `frame-ancestors` in the policy, X-Frame-Options for older browsers.
    const headers = {
      ...COMMON_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy({ registry: currentRegistry(), config, scriptHashes }),
      'X-Frame-Options': 'DENY',
    };
    const folder = remotesOnOrigin.find((remote) => pathname.startsWith(remote.path));
    if (folder) {
      const file = fileIn(folder.dist, decoded.slice(folder.path.length - 1));
      if (!file) return sendText(reply, 404, 'not found', headers);
      return sendStatic(request, reply, folder.dist, file, {
        ...headers,
        'Access-Control-Allow-Origin': '*',
      });
    }
    const file = fileIn(dist, decoded);
    if (file) return sendStatic(request, reply, dist, file, headers);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendText(reply, 405, 'method not allowed', headers);
    if (!fileIn(dist, '/index.html'))
      return sendText(reply, 500, 'the shell is not built: run the build first');
    return sendStatic(request, reply, dist, 'index.html', headers);
  });
  return listen(app, port, host);
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

/**
 * Node's flags of the reference API, as api/package.json's `start` runs it: an old generation of at most 512 MB, so
 * that V8 collects it at about 1.4 times its live size instead of letting it grow to 4 times (its factor for a heap
 * limit of 2 GB and more), which is what streaming a ZIP of thousands of PDFs fills with their garbage (api/README.md,
 * The largest customers).
 */
export const API_NODE_FLAGS = ['--max-old-space-size=512'];

/** Starts the reference API as a child process; resolves when it answers. */
export async function startApi({ port = 8000, dbPath, env = {}, quiet = false } = {}) {
  const tsx = path.join(ROOT, 'api/node_modules/.bin/tsx');
  const child = spawn(tsx, [...API_NODE_FLAGS, 'src/main.ts'], {
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
