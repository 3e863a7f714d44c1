// `pnpm --filter @portal/api bench`: starts the API (bench/server.ts, its own process) on a temporary database
// (loopback, a free port) and measures the
// latency budgets of the invoice, payment, consumption, battery, contracting and tools endpoints:
//   - list endpoints: p95 < 20 ms with 50 concurrent connections;
//   - a year of quarter-hourly consumption (35,040 points): p95 < 100 ms, one client.
// BENCH_SECONDS sets the seconds per list endpoint (default 5). Exits 1 when a budget is missed. The `cpu/req` column
// is the API process's CPU milliseconds per request (user + system, 10 ms clock ticks over the whole run): at 50
// connections p95 is about 50 × the service time on an idle machine, so a list needs about 0.3 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_TARGETS } from './targets';

interface Case {
  name: string;
  path: string;
  user?: string;
  connections: number;
  budgetMs: number;
  /** Sequential requests instead of a duration (for the heavy consumption year). */
  amount?: number;
}

const LIST = 20;
const cases: Case[] = [
  // The other domains' list endpoints (targets.ts).
  ...BENCH_TARGETS.map((target) => ({
    name: target.path,
    path: target.path,
    user: target.user,
    connections: 50,
    budgetMs: LIST,
  })),
  {
    name: 'invoices v1 (household, 100)',
    path: '/api/v1/invoices/?offset=0&limit=100',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'invoices v1 (company, 100 of 5,400)',
    path: '/api/v1/invoices/?offset=0&limit=100',
    user: 'B12345674',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'invoices v1 filtered',
    path: `/api/v1/invoices/?limit=100&filter=${encodeURIComponent('[["paid","in",["unpaid","pending_remesa"]]]')}`,
    user: 'B12345674',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'invoices v2 (gas)',
    path: '/api/v2/invoices/?offset=0&limit=100',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'invoices_multipoint v2',
    path: '/api/v2/invoices_multipoint/?offset=0&limit=100',
    user: 'B12345674',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'filter/params v2',
    path: '/api/v2/filter/params?fields=cups,addresses,contracts,vats',
    user: 'B12345674',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'payment_platforms_available v2',
    path: '/api/v2/payment_platforms_available',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'bateria_virtual_percentages',
    path: '/api/v1/contract/bateria_virtual_percentages/1',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  { name: 'tariff', path: '/api/v1/tariff?power=4.6', connections: 50, budgetMs: LIST },
  { name: 'pricelist', path: '/api/v1/pricelist?atr=1&power=4.6&lang=es', connections: 50, budgetMs: LIST },
  { name: 'misc/cnaes', path: '/api/v1/misc/cnaes/', connections: 50, budgetMs: LIST },
  { name: 'leads/comers', path: '/api/v1/leads/comers?lang=es', connections: 50, budgetMs: LIST },
  {
    name: 'user/coupons',
    path: '/api/v1/user/coupons?lang=es',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  { name: 'omip/alerts', path: '/api/v1/omip/alerts/', user: '12345678Z', connections: 50, budgetMs: LIST },
  // A subscriber opens only with its link's token or its customer's session (issue 42 finding 1): the customer's.
  {
    name: 'newsletters/{id}',
    path: '/api/v1/newsletters/1',
    user: '12345678Z',
    connections: 50,
    budgetMs: LIST,
  },
  {
    name: 'consumption year, quarter-hourly',
    path: '/api/v2/contracts/0010001/cch/chart/quarter-hourly/?start=2025-11-01&end=2026-10-31',
    user: '12345678Z',
    connections: 1,
    amount: 40,
    budgetMs: 100,
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function run(
  url: string,
  c: Case,
  headers: Record<string, string>,
): Promise<{ p95: number; p50: number; total: number; bad: number }> {
  const seconds = Number(process.env.BENCH_SECONDS) || 5;
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: c.connections,
        headers,
        ...(c.amount ? { amount: c.amount } : { duration: seconds }),
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            p95: percentile(times, 95),
            p50: percentile(times, 50),
            total: result.requests.total,
            bad: result.non2xx + result.errors + result.timeouts,
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

const here = path.dirname(fileURLToPath(import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
  cwd: path.join(here, '..'),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  createInterface({ input: server.stdout }).once('line', resolve);
});
const { port, tokens } = JSON.parse(firstLine) as { port: number; tokens: Record<string, string> };

/** CPU milliseconds the API process has used (Linux /proc; NaN elsewhere): the service time per request, which the
 * machine's load does not inflate the way it inflates latencies (autocannon shares the machine). */
function serverCpuMs(): number {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
let failed = 0;
try {
  console.log(`reference API on 127.0.0.1:${port}\n`);
  console.log(
    `${'endpoint'.padEnd(56)} ${'conns'.padStart(5)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'cpu/req'.padStart(7)}  budget`,
  );
  for (const c of cases) {
    const headers: Record<string, string> = {};
    if (c.user) headers.authorization = `Bearer ${tokens[c.user] ?? ''}`;
    const url = `http://127.0.0.1:${port}${c.path}`;
    // Warm-up: JIT, statement caches and lazily generated curves are not what the budget measures.
    await run(url, { ...c, connections: 1, amount: 5 }, headers);
    const cpuBefore = serverCpuMs();
    const result = await run(url, c, headers);
    const cpuPerRequest = (serverCpuMs() - cpuBefore) / result.total;
    const ok = result.p95 < c.budgetMs && result.bad === 0;
    if (!ok) failed += 1;
    console.log(
      `${c.name.padEnd(56)} ${String(c.connections).padStart(5)} ${String(result.total).padStart(8)} ${result.p50.toFixed(1).padStart(7)} ${result.p95.toFixed(1).padStart(7)} ${cpuPerRequest.toFixed(2).padStart(7)}  < ${c.budgetMs} ms ${ok ? 'ok' : result.bad ? `FAILED (${result.bad} errors)` : 'MISSED'}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
console.log(
  failed
    ? `\n${failed} budget(s) missed (a loaded machine inflates latencies: check uptime)`
    : '\nall budgets met',
);
process.exitCode = failed ? 1 : 0;
