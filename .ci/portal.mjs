#!/usr/bin/env node
// `npm start`: installs, builds and starts the whole portal on this machine, then prints its URL.
//   PORTAL_PORT (8080), API_PORT (8000), PORTAL_BRAND (default | lite), PORTAL_SKIP_BUILD=1, PORTAL_HOST (localhost),
//   PORTAL_THIRD_PARTY (the portal.config.json `thirdParty` object as JSON, decision 010; none by default),
//   PORTAL_OVERRIDE_ORIGINS (origins, comma-separated, a team may load its local build of a remote from: issue 48;
//   none by default, overrides off),
//   PORTAL_TLS_CERT and PORTAL_TLS_KEY (PEM files: every origin of the portal over HTTPS, with HTTP/2),
//   PORTAL_REMOTES_ON_ORIGIN=1 (the remotes under /remotes/<folder>/ of the portal's origin instead of their own ports);
//   the last two are the shape `pnpm bench` measures (decision 009);
//   LOG_LEVEL (warn: warnings and errors only; info: one line per API request too), LOG_FORMAT=json (pino's JSON lines)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  builtRemotes,
  deploymentShape,
  overridesFromEnv,
  registryFor,
  remoteDist,
  remotePath,
  ROOT,
  serveRemote,
  serveShell,
  startApi,
} from './portal-server.mjs';

const PNPM = 'npx -y pnpm@10.34.9';
/** The README's demo accounts (the API's seed). */
const DEMO_PASSWORD = 'Demo-2026';
const DEMO_ACCOUNTS = [
  ['12345678Z', 'household customer: electricity and gas contracts, invoices, consumption, batteries, cases'],
  ['B12345674', 'company with more than 150 supply points and multipoint invoices'],
  ['00000000T', 'a customer with no contracts and no invoices'],
];
const run = (command) => execSync(command, { cwd: ROOT, stdio: 'inherit' });

const port = Number(process.env.PORTAL_PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8000);
const host = process.env.PORTAL_HOST ?? 'localhost';
const brand = process.env.PORTAL_BRAND ?? 'default';

if (process.argv[2] !== 'serve') {
  run(`${PNPM} install --frozen-lockfile`);
  if (process.env.PORTAL_SKIP_BUILD !== '1') run(`${PNPM} build`);
}

// HTTPS with HTTP/2 when given a certificate and its key (a deployment's, or one made for this machine).
const { tlsFiles, scheme, remotesOnOrigin: onOrigin } = deploymentShape();
const tls = tlsFiles && { cert: fs.readFileSync(tlsFiles.certFile), key: fs.readFileSync(tlsFiles.keyFile) };
const portalOrigin = `${scheme}://${host}:${port}`;
const api = await startApi({
  port: apiPort,
  env: {
    PORTAL_ORIGINS: [portalOrigin, `${scheme}://127.0.0.1:${port}`].join(','),
    ADMIN_KEY: process.env.ADMIN_KEY ?? '',
  },
});
const remotes = builtRemotes();
if (!onOrigin) await Promise.all(remotes.map((r) => serveRemote({ dist: remoteDist(r), port: r.port, tls })));
await serveShell({
  dist: path.join(ROOT, 'shell/dist'),
  port,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  config: {
    brand,
    apiBase: '/api',
    authBase: '/auth',
    registryUrl: '/registry.json',
    ...(process.env.PORTAL_THIRD_PARTY ? { thirdParty: JSON.parse(process.env.PORTAL_THIRD_PARTY) } : {}),
    ...overridesFromEnv(),
  },
  registry: registryFor(remotes, host, { scheme, origin: onOrigin ? portalOrigin : undefined }),
  remotesOnOrigin: onOrigin ? remotes.map((r) => ({ path: remotePath(r), dist: remoteDist(r) })) : [],
  tls,
});

console.log(
  [
    '',
    `The portal is running at ${portalOrigin}  (brand "${brand}", API on http://127.0.0.1:${apiPort})`,
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(([user, what]) => `  ${user}  ${what}`),
    '',
    'Warnings and errors show below; LOG_LEVEL=info adds a line per API request. Stop with Ctrl+C.',
    '',
  ].join('\n'),
);

const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
