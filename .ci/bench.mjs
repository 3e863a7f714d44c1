#!/usr/bin/env node
// `pnpm bench`: the platform's budgets, measured.
//   1. production build of all apps (2 cores): budget 4 minutes;
//   2. the login route's first load in Chromium: its JavaScript in gzip (budget 300 KB) and as transferred (brotli);
//   3. Lighthouse, mobile preset, on the main routes (.ci/lighthouse.mjs): score, LCP, TBT, CLS, JavaScript, requests;
//   4. the domain remotes' budgets (.ci/remote-budgets.mjs): each route's own first-load JavaScript, the contracts
//      list's, the invoices' and the contracting wizard's step changes' timings;
//   5. the consumption chart's budgets (mf-consumption-batteries/bench/chart.bench.mjs, issue 10);
//   6. the reference API's list endpoints and consumption year (delegated to `pnpm --filter @portal/api bench`);
//   7. interactions (INP), into a new remote, and the heap after twenty rounds (.ci/interactions.mjs, issue 47);
//   8. the largest customers (.ci/bench/large-customer.mjs, issue 47 item 3; seeded into the API's database first).
// Every figure at the budgets' phone on this host: Lighthouse's on the main thread's CPU time × 4 (.ci/lighthouse.mjs),
// the browser's timings at the CPU throttling rate calibrated to Lighthouse's benchmarkIndex (.ci/interactions.mjs);
// the index is printed and kept with the figures; median of five runs by default.
// The portal is served as a production deployment serves it: HTTPS with HTTP/2, the remotes on the portal's origin
// (decision 009; a certificate made by openssl for the run).
// Flags: --no-build (reuse dist/), --no-api, --no-lighthouse, --no-remotes, --no-chart, --runs=N (5),
// --no-inp, --no-into-remote, --no-leak (issue 47's interactions, remote changes and heap), --no-large-customer,
// --http1 (HTTP/1.1 and each remote on its own origin, as `npm start` serves by default), --server=node | nginx (the
// static origins' server: the Node server by default, or nginx on the production configuration),
// --route=<part of a route's name> (Lighthouse), --throttling=devtools (Lighthouse with applied throttling instead of
// its simulation; not the budgets' figures, see .ci/lighthouse.mjs), --dists=<checkout> (serve another checkout's
// built dist/ folders with this bench: builds compared alternated, each run with the same server and figures).
// Writes .ci/out/bench.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  hasContainer,
  registryFor,
  REMOTES,
  remotePath,
  ROOT,
  serveRemote,
  serveShell,
  startApi,
} from './portal-server.mjs';
import { assertProductionBuilds, BUDGETS, CONTRACT_DETAIL_LCP_MS, measureRoutes } from './lighthouse.mjs';
import { measureRemoteBudgets } from './remote-budgets.mjs';
import { measureInteractions, measureIntoRemote, measureLeak } from './interactions.mjs';
import { scriptBytes } from './script-bytes.mjs';
import { localCertificate, trustedKeyFlag } from './tls.mjs';
import { nginxInstalled, remoteServer, shellServer, startNginx, writeDeploymentFiles } from './nginx.mjs';
import { measureLargeCustomer } from './bench/large-customer.mjs';

const PNPM = 'npx -y pnpm@10.34.9';
const DEMO_USER = '12345678Z';
const DEMO_PASSWORD = 'Demo-2026';
const args = new Set(process.argv.slice(2));
const results = {};
/** Where the built portal is: this checkout, or the one `--dists=<folder>` names (another commit's build). */
const DISTS = path.resolve(
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--dists='))
    ?.slice(8) ?? ROOT,
);
const remoteDist = (remote) => path.join(DISTS, remote.dir, 'dist');
/** The domain remotes built as containers in DISTS, each on its default port plus `portOffset`. */
const builtRemotes = (portOffset = 0) =>
  REMOTES.filter((r) => hasContainer(remoteDist(r))).map((r) => ({ ...r, port: r.port + portOffset }));

if (!args.has('--no-build')) {
  const started = Date.now();
  execSync(`${PNPM} build`, { cwd: ROOT, stdio: 'inherit' });
  results.buildSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`build of all apps: ${results.buildSeconds} s (budget 240 s)`);
}

/**
 * The built portal on this machine: the reference API, every built remote and the shell (default brand), served the
 * way a production deployment serves it (decision 009): over HTTPS with HTTP/2, the remotes under paths of
 * the portal's origin (`/remotes/<folder>/`), so that a page's requests share one connection. `--http1` serves it as
 * `npm start` does by default instead (HTTP/1.1, each remote on its own origin), to compare the two.
 */
async function startDeployment({ http1, server }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const tls = http1 ? undefined : localCertificate(path.join(tmp, 'tls'));
  const baseUrl = `${http1 ? 'http' : 'https'}://localhost:9580`;
  const api = await startApi({
    port: 9500,
    dbPath: path.join(tmp, 'db.sqlite'),
    env: { PORTAL_ORIGINS: baseUrl, LOG: '0', OIDC_PORT: '9501' },
    quiet: true,
  });
  const built = builtRemotes(1500);
  // Where each remote's files are: its own origin, or its path on the portal's.
  const remotes = built.map((r) => ({
    ...r,
    base: http1 ? `http://localhost:${r.port}/` : `${baseUrl}${remotePath(r)}`,
  }));
  const shell = {
    dist: path.join(DISTS, 'shell/dist'),
    port: 9580,
    apiUrl: 'http://127.0.0.1:9500',
    config: { brand: 'default', apiBase: '/api', authBase: '/auth', registryUrl: '/registry.json' },
    registry: registryFor(remotes, 'localhost', { origin: http1 ? undefined : baseUrl }),
    remotesOnOrigin: http1 ? [] : remotes.map((r) => ({ path: remotePath(r), dist: remoteDist(r) })),
  };
  let stopServers;
  if (server === 'nginx') {
    // The production configuration (.ci/nginx.mjs), as the end-to-end suite runs it.
    const dir = path.join(tmp, 'nginx');
    const nginx = await startNginx({
      dir,
      probeUrl: baseUrl,
      servers: [
        shellServer({
          ...shell,
          ...writeDeploymentFiles(path.join(dir, 'deployment'), shell),
          tls: tls && { certFile: tls.certFile, keyFile: tls.keyFile },
        }),
        ...(http1 ? remotes.map((r) => remoteServer({ dist: remoteDist(r), port: r.port })) : []),
      ],
    });
    stopServers = nginx.stop;
  } else {
    const servers = http1
      ? await Promise.all(remotes.map((r) => serveRemote({ dist: remoteDist(r), port: r.port })))
      : [];
    servers.push(await serveShell({ ...shell, tls }));
    stopServers = () => Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  }
  return {
    remotes,
    baseUrl,
    apiUrl: 'http://127.0.0.1:9500',
    apiPid: api.pid,
    dbPath: path.join(tmp, 'db.sqlite'),
    // The bench's browsers take the deployment's certificate as valid.
    chromium: { ...CHROMIUM, args: [...CHROMIUM.args, ...(tls ? [trustedKeyFlag(tls.spki)] : [])] },
    async stop() {
      await stopServers();
      api.kill('SIGTERM');
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

async function measureLogin({ baseUrl, chromium: launchOptions }) {
  let browser;
  try {
    browser = await chromium.launch(launchOptions);
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      // The JavaScript itself (bodies, gzip as the budget says; what was sent, brotli here, beside it): response headers
      // are the server's, not the code's (the static server's validators would otherwise count as JavaScript).
      const { gzip, transferred } = await scriptBytes(request);
      scripts.push({ url: request.url(), bytes: gzip, transferred });
    });
    await page.goto(`${baseUrl}/acceso`);
    await page
      .getByLabel(/contraseña|password/i)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    results.loginFirstLoadJsKB = Math.round(total / 100) / 10;
    results.loginFirstLoadJsTransferredKB =
      Math.round(scripts.reduce((sum, s) => sum + s.transferred, 0) / 100) / 10;
    results.loginScripts = scripts.map((s) => ({
      file: s.url.replace(/^https?:\/\/[^/]+/, ''),
      kb: Math.round(s.bytes / 100) / 10,
    }));
    console.log(
      `login route, first load: ${results.loginFirstLoadJsKB} KB of JavaScript, gzip (budget 300 KB); ` +
        `${results.loginFirstLoadJsTransferredKB} KB transferred (brotli)`,
    );
    for (const s of results.loginScripts.sort((a, b) => b.kb - a.kb))
      console.log(`  ${String(s.kb).padStart(7)} KB  ${s.file}`);
  } finally {
    await browser?.close();
  }
}

const runs = Number(
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--runs='))
    ?.slice(7) ?? 5,
);
// The figures are a production build's (minified, React's production build): a development build in dist/ (a
// `webpack --mode development` left there) reads several times slower.
assertProductionBuilds([path.join(DISTS, 'shell/dist'), ...builtRemotes().map(remoteDist)]);
if (DISTS !== ROOT) console.log(`The builds of ${DISTS} (--dists).`);
// The static origins' server: the Node server `npm start` runs, as in every stop's figures; --server=nginx serves them
// with Debian's nginx on the production configuration instead. On loopback nginx answers the start's scripts before
// the page's first paint, and Lighthouse's simulation then counts them before it (decision 009).
const server =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--server='))
    ?.slice(9) ?? 'node';
if (server === 'nginx' && !nginxInstalled()) throw new Error('--server=nginx: nginx is not installed');
const deployment = await startDeployment({ http1: args.has('--http1'), server });
console.log(
  `${
    args.has('--http1')
      ? 'The portal over HTTP/1.1, each remote on its own origin (--http1: `npm start`’s default shape)'
      : 'The portal over HTTPS with HTTP/2, the remotes under the portal’s origin (a production deployment’s shape)'
  }, served by ${server === 'nginx' ? 'nginx (.ci/nginx.mjs)' : 'Node (.ci/portal-server.mjs)'}.`,
);
try {
  await measureLogin(deployment);
  if (!args.has('--no-remotes'))
    results.remotes = await measureRemoteBudgets(deployment, deployment.remotes, { runs });
  if (!args.has('--no-lighthouse')) {
    const only = process.argv
      .slice(2)
      .filter((a) => a.startsWith('--route='))
      .map((a) => a.slice(8));
    console.log(
      `Lighthouse, mobile preset, median of ${runs} (budgets: score ≥ ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpMs} ms ` +
        `(the contract detail's ${CONTRACT_DETAIL_LCP_MS} ms with luxon on its first screen, decision 009), ` +
        `TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}):`,
    );
    const throttlingMethod = process.argv.includes('--throttling=devtools') ? 'devtools' : 'simulate';
    if (throttlingMethod === 'devtools')
      console.log('  (applied throttling: observed metrics, not the budgets)');
    results.lighthouse = await measureRoutes({
      ...deployment,
      user: DEMO_USER,
      password: DEMO_PASSWORD,
      runs,
      only,
      throttlingMethod,
    });
  }
  if (!args.has('--no-inp')) results.interactions = await measureInteractions(deployment, { runs });
  if (!args.has('--no-into-remote')) results.intoRemote = await measureIntoRemote(deployment, { runs });
  if (!args.has('--no-leak')) results.leak = await measureLeak(deployment);
  if (!args.has('--no-large-customer'))
    results.largeCustomer = await measureLargeCustomer(deployment, { runs: 5 });
} finally {
  await deployment.stop();
}

if (!args.has('--no-chart')) {
  execSync('node mf-consumption-batteries/bench/chart.bench.mjs', { cwd: ROOT, stdio: 'inherit' });
  results.consumptionChart = JSON.parse(
    fs.readFileSync(path.join(ROOT, '.ci/out/consumption-chart.json'), 'utf8'),
  );
}
if (!args.has('--no-api')) execSync(`${PNPM} --filter @portal/api bench`, { cwd: ROOT, stdio: 'inherit' });

fs.mkdirSync(path.join(ROOT, '.ci/out'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.ci/out/bench.json'), JSON.stringify(results, null, 2));
