#!/usr/bin/env node
// `npm test`: installs what the checks need (pnpm packages; Debian chromium and nginx-light when missing, as root) and runs
// every check: translations complete, typecheck, lint, unit tests, production builds, end-to-end tests. Exits non-zero
// on any failure and ends with one summary line of the tests run ("checks: N passed, N failed").
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, NGINX } from './nginx.mjs';
import { ROOT } from './portal-server.mjs';
import { OPENSSL } from './tls.mjs';

const PNPM = 'npx -y pnpm@10.34.9';
const OUT = path.join(ROOT, '.ci/out');
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

const results = [];
function step(name, command, { env = {} } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, {
    cwd: ROOT,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, ok: status === 0, seconds });
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return status === 0;
}

/**
 * Runs `lanes` side by side, each a list of steps run one after the other (every step runs, as with `step`). For
 * steps that use one core (Lingui, typecheck, lint, the API's serial Jest run) on a two-core machine. Each step's
 * output is held and printed whole when it ends, so the log reads as if they had run in turn; results are listed in
 * `order` (step names; the lanes' order by default).
 */
async function concurrentSteps(lanes, order = lanes.flat().map((entry) => entry.name)) {
  const slots = lanes.map((lane) => lane.map(() => undefined));
  const run = ({ name, command, env = {} }) =>
    new Promise((resolve) => {
      const started = Date.now();
      let output = '';
      const child = spawn(command, {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: true,
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`\n▶ ${name}: ${command}\n${output.trimEnd()}`);
        console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s, alongside other steps)`);
        resolve({ name, ok: status === 0, seconds });
      });
    });
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const [position, entry] of lane.entries()) slots[index][position] = await run(entry);
    }),
  );
  const done = lanes.flatMap((lane, index) =>
    lane.map((entry, position) => slots[index][position] ?? { name: entry.name, ok: false, seconds: 0 }),
  );
  results.push(...done.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)));
}

/**
 * The Debian packages the checks run: chromium (end-to-end tests, bench), nginx-light with its brotli_static module
 * (the production server configuration, .ci/nginx.mjs, which the API's tests and the end-to-end suite run against) and
 * openssl (a certificate for the portal over HTTPS, .ci/tls.mjs).
 * Installed when missing.
 */
function ensureDebianPackages() {
  const exists = (file) => fs.existsSync(file);
  const missing = [
    ['chromium', ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some(exists)],
    ['nginx-light', exists(NGINX)],
    ['libnginx-mod-http-brotli-static', exists(BROTLI_STATIC_MODULE)],
    // The certificate of the portal served over HTTPS (the API's tests of portal-server.mjs, the bench).
    ['openssl', exists(OPENSSL)],
  ]
    .filter(([, present]) => !present)
    .map(([name]) => name);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Debian packages missing: run \`apt-get install -y ${missing.join(' ')}\` as root, then run the tests again.`,
    );
    return false;
  }
  return step(
    `install ${missing.join(' and ')}`,
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  );
}

/** Workspace packages with their own tests and catalogues. */
const PACKAGES = [
  'shared',
  'api',
  'shell',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .sort(),
];
const WITH_CATALOGS = PACKAGES.filter((p) => fs.existsSync(path.join(ROOT, p, 'lingui.config.ts')));

const APPS = PACKAGES.filter((p) => p !== 'api');
const LINTED = [...PACKAGES, 'e2e'];

const installed = step('install packages', `${PNPM} install --frozen-lockfile`);
const browser = ensureDebianPackages();
if (installed) {
  // Lingui, typecheck and lint use one core each, as does the API's serial Jest run: they run on one core one after
  // the other while the API's tests use the other (on their own, one core was idle for about 2 of their 3 minutes).
  // The front end's tests use both cores, after them: started beside the API's tests instead, the two phases took 570 s
  // on a fresh clone against 502 s one after the other.
  await concurrentSteps([
    [
      // Lingui: extract from the code, then compile strictly (a message without a translation in any locale fails);
      // every package is checked even after a failure. The strict compile lets an untranslated ICU plural through:
      // .ci/i18n-complete.mjs reads the extracted catalogues for any empty translation.
      {
        name: 'translations complete',
        command: [
          'failed=0',
          ...WITH_CATALOGS.map(
            (p) =>
              `(cd ${p} && npx lingui extract --clean >/dev/null && npx lingui compile --strict --typescript) || { echo "✘ translations of ${p}"; failed=1; }`,
          ),
          'node .ci/i18n-complete.mjs || failed=1',
          'exit $failed',
        ].join('; '),
      },
      // One wording per message: all packages share one Lingui instance (.ci/i18n-consistency.mjs).
      { name: 'translations consistent across packages', command: 'node .ci/i18n-consistency.mjs' },
      // One TypeScript program and one ESLint run over every package: shared sources are read once, not once each.
      { name: 'typecheck', command: 'npx tsc -p .ci/tsconfig.json' },
      {
        name: 'lint',
        command: `npx eslint --flag v10_config_lookup_from_file ${LINTED.join(' ')} && npx prettier --check .`,
      },
    ],
    [{ name: 'unit tests (api)', command: `cd api && npx jest --json --outputFile=${OUT}/jest-api.json` }],
  ]);
  step(
    'unit tests (shared, shell, remotes)',
    `npx jest --projects ${APPS.join(' ')} --maxWorkers=2 --passWithNoTests --json --outputFile=${OUT}/jest-apps.json`,
    // Each test file loads React, Chakra and jsdom afresh: a larger young generation collects that garbage less often.
    { env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim() } },
  );
  const built = step('build', `${PNPM} build && ${PNPM} build:fixtures`);
  if (built && browser)
    step('end-to-end tests (static origins on nginx)', `${PNPM} --filter e2e test`, {
      env: { PW_JSON: `${OUT}/e2e.json`, PORTAL_E2E_SERVER: 'nginx' },
    });
  else results.push({ name: 'end-to-end tests', ok: false, seconds: 0 });
}

let passed = 0;
let failed = 0;
for (const file of fs.existsSync(OUT) ? fs.readdirSync(OUT) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(OUT, file), 'utf8'));
  if (file.startsWith('jest-')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (report.stats) {
    passed += report.stats.expected ?? 0;
    failed += report.stats.unexpected ?? 0;
  }
}
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
