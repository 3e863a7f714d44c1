// Lighthouse's mobile preset (a simulated mid-range phone: 4× slower CPU, slow 4G) on the portal's main routes, in
// Debian's chromium. Median of `runs` per route; budgets from the performance issue: score ≥ 90, LCP ≤ 2.5 s,
// TBT ≤ 200 ms, CLS ≤ 0.05. Used by `pnpm bench` (.ci/bench.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './portal-server.mjs';

export const BUDGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

/**
 * The routes of the table. `signedIn` routes carry the demo customer's session (the `token` cookie, the way the shell
 * keeps it) and the consent answered; visitor routes are a first visit (no cookies: the consent banner shows).
 */
export const LIGHTHOUSE_ROUTES = [
  { name: 'login', path: '/acceso' },
  { name: 'visitor home', path: '/' },
  { name: 'signed-in home', path: '/', signedIn: true },
  { name: 'contracts list', path: '/contracts/electricity', signedIn: true },
  { name: 'contract detail', path: '/contracts/electricity/0010001', signedIn: true },
  { name: 'invoices', path: '/facturas', signedIn: true },
  { name: 'contracting, first step', path: '/new-electricity-customer' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    jsKB: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 100) / 10,
    requests: requests.length,
  };
}

/** The median run (by score, then LCP) keeps one run's figures together instead of mixing runs. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((r) => r.score) };
}

export function withinBudget(r) {
  return (
    r.score >= BUDGETS.score && r.lcpMs <= BUDGETS.lcpMs && r.tbtMs <= BUDGETS.tbtMs && r.cls <= BUDGETS.cls
  );
}

/**
 * @param {{ baseUrl: string, apiUrl: string, user: string, password: string, runs?: number,
 *           only?: string[], cookieDomain?: string, throttlingMethod?: 'simulate' | 'devtools',
 *           chromium?: { executablePath: string, args: string[] } }} options
 *   throttlingMethod: Lighthouse's default `simulate` (the figures the budgets are checked on) or `devtools` (applied
 *   throttling: the page really runs on a 4× slower CPU and a throttled network, and the metrics are observed; it
 *   credits what the simulation does not model, such as preloads from the HTML). chromium: the browser's launch
 *   options (default CHROMIUM; the bench's add the flag that trusts its deployment's certificate).
 */
export async function measureRoutes({
  baseUrl,
  apiUrl,
  user,
  password,
  runs = 3,
  only,
  throttlingMethod = 'simulate',
  chromium: launchOptions = CHROMIUM,
}) {
  const routes = LIGHTHOUSE_ROUTES.filter((r) => !only?.length || only.some((o) => r.name.includes(o)));
  const port = 9600 + Math.floor(Math.random() * 200);
  const results = [];
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      // A fresh profile per run: nothing cached from the run before (a first visit), the session set up again.
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lh-'));
      const context = await chromium.launchPersistentContext(profile, {
        ...launchOptions,
        args: [...launchOptions.args, `--remote-debugging-port=${port}`],
      });
      try {
        if (route.signedIn) await signIn(context, { baseUrl, apiUrl, user, password });
        const result = await lighthouse(`${baseUrl}${route.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod,
          disableStorageReset: Boolean(route.signedIn),
        });
        if (!result?.lhr || result.lhr.runtimeError) {
          throw new Error(
            `lighthouse on ${route.path}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`,
          );
        }
        samples.push(figures(result.lhr));
        // LIGHTHOUSE_REPORTS=<folder>: keep every run's full report (diagnostics, traces of the main thread).
        if (process.env.LIGHTHOUSE_REPORTS) {
          fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${route.name.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`;
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), result.report);
        }
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
    const row = { route: route.name, path: route.path, ...medianRun(samples) };
    results.push(row);
    console.log(formatRow(row));
  }
  return results;
}

async function signIn(context, { baseUrl, apiUrl, user, password }) {
  const response = await fetch(`${apiUrl}/auth/get_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench: HTTP ${response.status}`);
  const { token } = await response.json();
  const cookie = (name, value) => ({ name, value, url: baseUrl, sameSite: 'Lax' });
  await context.addCookies([
    cookie('token', token),
    ...['necessary', 'preferences', 'statistics', 'marketing'].map((c) =>
      cookie(`consent_${c}`, c === 'necessary' ? 'true' : 'false'),
    ),
  ]);
}

export function formatRow(r) {
  const mark = withinBudget(r) ? 'ok  ' : 'OVER';
  return (
    `  ${mark} ${r.route.padEnd(24)} score ${String(r.score).padStart(3)} (runs ${r.scores.join('/')})` +
    `  FCP ${String(r.fcpMs).padStart(5)} ms  LCP ${String(r.lcpMs).padStart(5)} ms  TBT ${String(r.tbtMs).padStart(5)} ms` +
    `  CLS ${r.cls.toFixed(3)}  JS ${String(r.jsKB).padStart(6)} KB  ${String(r.requests).padStart(3)} requests`
  );
}
