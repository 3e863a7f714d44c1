// Starts the reference API (and the loopback OpenID Connect provider) from the environment; see api/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { configFromEnv } from './core/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = configFromEnv(root);
const app = await buildApp(config);

const shutdown = async (): Promise<void> => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
