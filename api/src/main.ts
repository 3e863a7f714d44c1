// Starts the reference API and the loopback OpenID Connect provider (API port + 1) from the environment; see
// api/README.md for the variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { configFromEnv } from './core/config';
import { startOidcProvider } from './domains/auth/oidc-provider';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = configFromEnv(root);
const app = await buildApp(config);
const provider = config.oidcProvider
  ? await startOidcProvider(app.config, app.db, app.loginThrottle)
  : undefined;

const shutdown = async (): Promise<void> => {
  await provider?.close();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
if (provider) app.log.info(`OpenID Connect provider at ${provider.issuer}`);
