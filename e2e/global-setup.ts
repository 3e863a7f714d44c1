// Starts everything the end-to-end tests run against: two reference APIs on fresh temporary databases, the shell
// and the remotes from their production builds on separate origins, and the fixture remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';
// The same server code `npm start` uses.
import {
  builtRemotes,
  hasContainer,
  registryFor,
  remoteDist,
  ROOT,
  serveRemote,
  serveShell,
  startApi,
} from '../.ci/portal-server.mjs';
import {
  ADMIN_KEY,
  API_PORT,
  DEPLOYMENTS,
  DOWN_REMOTE,
  FIXTURES,
  MAINTENANCE_API_PORT,
  REAL_REMOTE_PORT_OFFSET,
} from './support/deployments';

interface Remote {
  name: string;
  /** The package folder (real remotes) or the build folder (fixtures). */
  dir: string;
  port: number;
  version?: string;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const origins = Object.values(DEPLOYMENTS).flatMap((d) => [
    `http://localhost:${d.port}`,
    `http://127.0.0.1:${d.port}`,
  ]);
  const apiEnv = {
    PORTAL_ORIGINS: origins.join(','),
    ADMIN_KEY,
    TEST_ENDPOINTS: '1',
    LOG: '0',
  };
  const apis: ChildProcess[] = await Promise.all([
    startApi({ port: API_PORT, dbPath: path.join(tmp, 'portal.sqlite'), env: apiEnv, quiet: true }),
    startApi({
      port: MAINTENANCE_API_PORT,
      dbPath: path.join(tmp, 'maintenance.sqlite'),
      env: apiEnv,
      quiet: true,
    }),
  ]);

  const real: Remote[] = builtRemotes(REAL_REMOTE_PORT_OFFSET);
  const fixtures: Remote[] = FIXTURES.filter((f) => hasContainer(path.join(ROOT, f.dist))).map((f) => ({
    name: f.name,
    port: f.port,
    dir: f.dist,
    version: '9.9.0',
  }));
  const servers: Server[] = await Promise.all([
    ...real.map((r) => serveRemote({ dist: remoteDist(r), port: r.port })),
    ...fixtures.map((f) => serveRemote({ dist: path.join(ROOT, f.dir), port: f.port })),
  ]);

  const shellDist = path.join(ROOT, 'shell/dist');
  const fixtureNames = new Set(fixtures.map((f) => f.name));
  const registries = {
    portal: registryFor(real),
    lite: registryFor([...real.filter((r) => !fixtureNames.has(r.name)), ...fixtures]),
    platform: {
      remotes: [
        ...registryFor([
          ...real.filter((r) => !fixtureNames.has(r.name) && r.name !== DOWN_REMOTE.name),
          ...fixtures,
        ]).remotes,
        {
          name: DOWN_REMOTE.name,
          manifest: `http://localhost:${DOWN_REMOTE.port}/mf-manifest.json`,
          version: '0.0.0',
        },
      ],
    },
    maintenance: registryFor(real),
  };
  for (const [name, deployment] of Object.entries(DEPLOYMENTS)) {
    servers.push(
      await serveShell({
        dist: shellDist,
        port: deployment.port,
        apiUrl: `http://127.0.0.1:${deployment.api}`,
        config: {
          brand: deployment.brand,
          apiBase: '/api',
          authBase: '/auth',
          registryUrl: '/registry.json',
        },
        registry: registries[name as keyof typeof registries],
      }),
    );
  }

  return async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    for (const api of apis) api.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
