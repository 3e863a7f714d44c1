// The API under measurement, in its own process so the load generator does not share its event loop: builds the app
// on a temporary database, listens on a free loopback port and prints `{port, tokens}` as one JSON line.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';

const USERS = ['12345678Z', 'B12345674', '00000000T'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-bench-'));
const app = await buildApp({ dbPath: path.join(dir, 'bench.sqlite'), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: Record<string, string> = {};
for (const username of USERS) {
  const id = app.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
  tokens[username] = await app.tokens.sign(id, { ttlSeconds: 3600 });
}
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port, tokens })}\n`);

const stop = async (): Promise<void> => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
