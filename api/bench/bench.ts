// Latency budget of the list endpoints: p95 < 20 ms at 50 connections on loopback (README "Budgets").
// Starts bench/server.ts in a child process, measures each target of targets.ts for BENCH_SECONDS (default 5) with
// autocannon, prints a table and exits 1 when a budget is missed. autocannon reports p90 and p97.5 but not p95: the
// check uses p97.5, which is stricter.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_TARGETS } from './targets';

const BUDGET_MS = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const here = path.dirname(fileURLToPath(import.meta.url));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(readline.createInterface({ input: server.stdout }), 'line')) as [string];
const { address, tokens } = JSON.parse(line) as { address: string; tokens: Record<string, string> };

let failed = false;
console.log(`${'target'.padEnd(56)} req/s    p50    p90  p97.5  non2xx`);
for (const target of BENCH_TARGETS) {
  const token = target.user ? tokens[target.user] : undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections: 50,
    duration: seconds,
    headers,
  });
  const miss = result.latency.p97_5 >= BUDGET_MS || result.non2xx > 0 || result.errors > 0;
  failed ||= miss;
  const numbers = [result.latency.p50, result.latency.p90, result.latency.p97_5].map((v) =>
    String(v).padStart(6),
  );
  console.log(
    `${target.path.padEnd(56)} ${String(Math.round(result.requests.average)).padStart(5)} ${numbers.join(' ')} ${String(result.non2xx).padStart(7)}${miss ? '  over budget' : ''}`,
  );
}

server.kill('SIGTERM');
await once(server, 'exit');
process.exit(failed ? 1 : 0);
