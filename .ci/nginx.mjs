#!/usr/bin/env node
// The portal's production server configuration for Debian's nginx (issue 15 finding 9): the same origins, caching
// rules, compression, proxy and security headers as `.ci/portal-server.mjs` (which `npm start` runs), rendered from the
// same sources (.ci/static-rules.mjs, the registry, portal.config.json, `contentSecurityPolicy`). The end-to-end suite runs against it
// (e2e/global-setup.ts) and `api/src/core/nginx.test.ts` checks it header by header.
//
//   node .ci/nginx.mjs [out-dir]   renders nginx.conf, portal.config.json and registry.json for the `npm start`
//                                  layout (PORTAL_PORT, API_PORT, PORTAL_HOST, PORTAL_BRAND, PORTAL_TLS_CERT,
//                                  PORTAL_TLS_KEY and PORTAL_REMOTES_ON_ORIGIN as for `npm start`) into
//                                  out-dir (default .ci/out/nginx), then prints how to start it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  builtRemotes,
  deploymentShape,
  contentSecurityPolicy,
  BODY_TIMEOUT_MS,
  PROXY_ANSWERS,
  PROXY_BODY_LIMIT,
  overridesFromEnv,
  registryFor,
  remoteDist,
  remotePath,
  ROOT,
  shellScriptHashes,
} from './portal-server.mjs';
import { historyFileFor } from './registry.mjs';
import { CACHE_CONTROL, COMMON_HEADERS, NGINX_PATTERNS } from './static-rules.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Debian's module that serves the build's brotli copies (`<file>.br`, shared/build/precompress.mjs) to a browser that
 * accepts `br` (`apt-get install libnginx-mod-http-brotli-static`). Without it, nginx sends gzip only.
 */
export const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether Debian's nginx is installed (`apt-get install nginx-light`). */
export function nginxInstalled() {
  try {
    return spawnSync(NGINX, ['-v']).status === 0;
  } catch {
    return false;
  }
}

// The caching rules and private files (static-rules.mjs, which npm start's server applies), as location patterns:
// what names a version is revalidated on every use (ETag and Last-Modified make that a 304), hashed assets are
// immutable; source maps and build stats are not public.
const NEVER_CACHED_PATTERN = NGINX_PATTERNS.neverCached;
const PRIVATE = NGINX_PATTERNS.private;

const TYPES = {
  'text/html': 'html htm',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/javascript': 'js mjs',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/wasm': 'wasm',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
};
const COMPRESSED = [
  'text/css',
  'text/plain',
  'text/csv',
  'application/javascript',
  'application/json',
  'image/svg+xml',
  'image/x-icon',
];

/** A value inside double quotes in nginx's syntax (nginx would read a dollar sign as a variable). */
function quoted(value) {
  const text = String(value);
  if (text.includes('$')) throw new Error(`nginx.mjs: no dollar sign in a rendered value: ${text}`);
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** A location's regular expression (never read for variables, so its `$` anchors stay). */
function pattern(regex) {
  return `"${regex.replace(/"/g, '\\"')}"`;
}

/** `add_header` lines: nginx drops a server's headers in any location that adds its own, so every location lists all. */
function headers(list) {
  return Object.entries(list).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

function block(head, lines) {
  return [`${head} {`, ...lines.map((l) => `  ${l}`), '}'];
}

/** The headers every answer of a static origin carries; the shell adds its policy and the frame refusal. */
function originHeaders({ shell, csp }) {
  return {
    ...COMMON_HEADERS,
    ...(shell
      ? { 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' }
      : { 'Access-Control-Allow-Origin': '*' }),
  };
}

/** The locations of a static origin: private files, revalidated files, everything else immutable. */
function staticLocations(common, fallback) {
  return [
    ...block(`location ~ ${pattern(PRIVATE)}`, [...headers(common), 'return 404;']),
    ...block('location ~ /\\.', [...headers(common), 'return 404;']),
    ...block(`location ~ ${pattern(NEVER_CACHED_PATTERN)}`, [
      ...headers({ ...common, 'Cache-Control': CACHE_CONTROL.revalidate }),
      'try_files $uri =404;',
    ]),
    ...block('location /', [
      ...headers({ ...common, 'Cache-Control': CACHE_CONTROL.immutable }),
      `try_files ${fallback};`,
    ]),
  ];
}

/**
 * A server's `listen`: HTTPS with HTTP/2 when `tls` names a certificate and its key (PEM files, `{ certFile, keyFile }`;
 * decision 009), plain HTTP/1.1 otherwise.
 */
function listen({ host, port, tls }) {
  return tls
    ? [
        `listen ${host}:${port} ssl http2;`,
        `ssl_certificate ${quoted(tls.certFile)};`,
        `ssl_certificate_key ${quoted(tls.keyFile)};`,
      ]
    : [`listen ${host}:${port};`];
}

/** One domain remote's origin: its dist/ as a CDN would serve it (CORS open). */
export function remoteServer({ dist, port, host = '127.0.0.1', tls }) {
  const common = originHeaders({ shell: false });
  return block('server', [
    ...listen({ host, port, tls }),
    `root ${quoted(dist)};`,
    'index index.html;',
    ...staticLocations(common, '$uri $uri/ =404'),
  ]);
}

/**
 * One remote's dist/ under a path of the shell's origin (`remotesOnOrigin`, the path ending in a slash), with a remote
 * origin's rules: private and dot files 404, what names a version revalidated, the rest immutable, CORS open. A prefix
 * location (`^~`): the server's own patterns are not tried for its files, its nested ones are.
 */
function remoteFolder({ path: prefix, dist }) {
  const common = originHeaders({ shell: false });
  return block(`location ^~ ${prefix}`, [
    `alias ${quoted(`${dist.replace(/\/+$/, '')}/`)};`,
    ...headers({ ...common, 'Cache-Control': CACHE_CONTROL.immutable }),
    ...block(`location ~ ${pattern(PRIVATE)}`, [...headers(common), 'return 404;']),
    ...block('location ~ /\\.', [...headers(common), 'return 404;']),
    ...block(`location ~ ${pattern(NEVER_CACHED_PATTERN)}`, [
      ...headers({ ...common, 'Cache-Control': CACHE_CONTROL.revalidate }),
    ]),
  ]);
}

/**
 * The shell's origin: its dist/, the deployment's portal.config.json and registry.json (files, read on every request:
 * a registry edited in place is served at once), the API under /api and the auth path on the same origin, and every
 * other path the app (its router shows the not-found page). The Content-Security-Policy is the one
 * `contentSecurityPolicy` computes from the registry and the config: render again when a remote moves to another
 * origin.
 */
export function shellServer({
  dist,
  port,
  host = '127.0.0.1',
  apiUrl,
  config,
  registry,
  configFile,
  registryFile,
  registryHistoryFile = historyFileFor(registryFile),
  tls,
  remotesOnOrigin = [],
}) {
  const authBase = config.authBase ?? '/auth';
  const common = originHeaders({
    shell: true,
    csp: contentSecurityPolicy({ registry, config, scriptHashes: shellScriptHashes(dist) }),
  });
  const api = new URL(apiUrl).origin;
  // The API's own answers pass untouched (it sends its own security headers); the client's address is the one nginx
  // sees, never a forwarded claim; a body over the limit is the API's 413 `file_too_large`, not a proxy page.
  const proxy = [
    `proxy_pass ${api};`,
    'proxy_redirect off;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    `client_max_body_size ${PROXY_BODY_LIMIT};`,
    // A body that stops arriving: 408, after the same time as npm start's server and the API (BODY_TIMEOUT_SECONDS).
    `client_body_timeout ${Math.ceil(BODY_TIMEOUT_MS / 1000)}s;`,
    'error_page 413 = @too_large;',
    'error_page 502 = @api_unreachable;',
  ];
  // Always answered whole, as portal-server.mjs answers them: a registry replaced twice in one second with the same
  // length would keep nginx's validators (mtime and size) and revalidate to the former release.
  const deploymentFile = (name, file) =>
    block(`location = /${name}`, [
      ...headers({ ...common, 'Cache-Control': CACHE_CONTROL.revalidate }),
      'default_type application/json;',
      'etag off;',
      'if_modified_since off;',
      `alias ${quoted(file)};`,
    ]);
  return block('server', [
    ...listen({ host, port, tls }),
    `root ${quoted(dist)};`,
    'index index.html;',
    ...deploymentFile('portal.config.json', configFile),
    ...remotesOnOrigin.flatMap(remoteFolder),
    ...deploymentFile('registry.json', registryFile),
    // The registry's recent changes, written beside it by .ci/registry.mjs (404 until the first one).
    ...deploymentFile('registry-history.json', registryHistoryFile),
    ...block('location ^~ /api/', proxy),
    ...block(`location = ${authBase}`, proxy),
    ...block(`location ^~ ${authBase}/`, proxy),
    ...block('location @api_unreachable', [
      'default_type "application/json; charset=utf-8";',
      ...headers(COMMON_HEADERS),
      `return 502 ${quoted(JSON.stringify(PROXY_ANSWERS.unreachable))};`,
    ]),
    ...block('location @too_large', [
      'default_type "application/json; charset=utf-8";',
      ...headers(COMMON_HEADERS),
      `return 413 ${quoted(JSON.stringify(PROXY_ANSWERS.tooLarge))};`,
    ]),
    // Client-side routes: every other path is the app; a non-GET there is 405, as nginx answers for a file.
    ...staticLocations(common, '$uri /index.html'),
  ]);
}

/**
 * A whole nginx.conf: one master and worker, its files under `dir` (pid, logs, temporary bodies), gzip for text and
 * the build's brotli copies where the module is installed, validators (ETag, Last-Modified) on, no version in answers.
 */
export function nginxConf({ dir, servers, user }) {
  const temp = (name) => `${name}_temp_path ${quoted(path.join(dir, 'temp', name))};`;
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  return [
    ...(brotli ? [`load_module ${quoted(BROTLI_STATIC_MODULE)};`] : []),
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${quoted(path.join(dir, 'nginx.pid'))};`,
    `error_log ${quoted(path.join(dir, 'error.log'))} warn;`,
    ...block('events', ['worker_connections 1024;']),
    ...block('http', [
      ...block(
        'types',
        Object.entries(TYPES).map(([type, ext]) => `${type} ${ext};`),
      ),
      'default_type application/octet-stream;',
      'charset utf-8;',
      `charset_types ${['text/css', 'text/plain', 'text/csv', 'application/javascript', 'application/json'].join(' ')};`,
      'access_log off;',
      'server_tokens off;',
      'sendfile on;',
      'etag on;',
      'gzip on;',
      'gzip_comp_level 6;',
      'gzip_min_length 1024;',
      'gzip_vary on;',
      `gzip_types ${COMPRESSED.join(' ')};`,
      // The build's brotli copies of scripts and style sheets, as `npm start`'s server sends them.
      ...(brotli ? ['brotli_static on;'] : []),
      temp('client_body'),
      temp('proxy'),
      temp('fastcgi'),
      temp('uwsgi'),
      temp('scgi'),
      ...servers.flat(),
    ]),
    '',
  ].join('\n');
}

/** Writes `nginx.conf` into `dir` (and its temporary folders) and checks it with `nginx -t`. */
export function writeNginxConf({ dir, servers }) {
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Run as root (a test machine), the workers would otherwise drop to `nobody` and lose the right to read the files.
  const user = process.getuid?.() === 0 ? 'root root' : undefined;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConf({ dir, servers, user }));
  const check = spawnSync(NGINX, ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${file}:\n${check.stderr}`);
  return file;
}

async function answers(url, timeoutMs) {
  const start = Date.now();
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      // Over HTTPS with a certificate made for the run (the bench's), a handshake that got as far as the certificate is
      // nginx answering.
      if (/CERT|SELF_SIGNED/.test(String(error?.cause?.code ?? ''))) return;
      if (Date.now() - start > timeoutMs) throw new Error(`nginx did not answer at ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Starts nginx on the configuration of `servers` in the foreground; resolves with `stop()` once `probeUrl` answers.
 */
export async function startNginx({ dir, servers, probeUrl }) {
  const file = writeNginxConf({ dir, servers });
  const child = spawn(NGINX, ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with code ${code} (see ${dir}/error.log)`))),
  );
  exited.catch(() => undefined);
  await Promise.race([answers(probeUrl, 15_000), exited]);
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        return undefined;
      }),
  };
}

/** Writes a deployment's portal.config.json and registry.json into `dir`; answers their paths. */
export function writeDeploymentFiles(dir, { config, registry }) {
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'portal.config.json');
  const registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
  return { configFile, registryFile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, '.ci/out/nginx'));
  const port = Number(process.env.PORTAL_PORT ?? 8080);
  const apiPort = Number(process.env.API_PORT ?? 8000);
  const host = process.env.PORTAL_HOST ?? 'localhost';
  const config = {
    brand: process.env.PORTAL_BRAND ?? 'default',
    apiBase: '/api',
    authBase: '/auth',
    registryUrl: '/registry.json',
    ...overridesFromEnv(),
  };
  // HTTPS with HTTP/2, and the remotes under the shell's origin, as `npm start` takes them (decision 009).
  const { tlsFiles: tls, scheme, remotesOnOrigin: onOrigin } = deploymentShape();
  const remotes = builtRemotes();
  const registry = registryFor(remotes, host, {
    scheme,
    origin: onOrigin ? `${scheme}://${host}:${port}` : undefined,
  });
  const files = writeDeploymentFiles(dir, { config, registry });
  const file = writeNginxConf({
    dir,
    servers: [
      shellServer({
        dist: path.join(ROOT, 'shell/dist'),
        port,
        apiUrl: `http://127.0.0.1:${apiPort}`,
        config,
        registry,
        ...files,
        tls,
        remotesOnOrigin: onOrigin ? remotes.map((r) => ({ path: remotePath(r), dist: remoteDist(r) })) : [],
      }),
      ...(onOrigin ? [] : remotes.map((r) => remoteServer({ dist: remoteDist(r), port: r.port, tls }))),
    ],
  });
  console.log(`${file} written and checked (nginx -t).`);
  console.log(
    `Start the API (cd api && PORT=${apiPort} npx tsx src/main.ts), then: ${NGINX} -c ${file} -p ${dir}`,
  );
}
