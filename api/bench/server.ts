// The API for the bench, in its own process so autocannon does not share its event loop: a throwaway copy of the
// seeded database, a free loopback port, and one line of JSON on stdout with the address and demo tokens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const app = await buildApp({ dbPath: path.join(dir, 'bench.sqlite'), logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: Record<string, string> = {};
for (const username of ['12345678Z', 'B12345674', '00000000T']) {
  const id = app.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
  tokens[username] = await app.tokens.sign(id, { ttlSeconds: 3600 });
}
process.stdout.write(`${JSON.stringify({ address, tokens })}\n`);

const stop = async (): Promise<void> => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
