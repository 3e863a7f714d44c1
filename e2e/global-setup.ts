// Starts everything the end-to-end tests run against: two reference APIs on fresh temporary databases, the shell
// and the remotes from their production builds on separate origins, and the fixture remotes. The static origins are
// served by Debian's nginx on the production configuration (.ci/nginx.mjs, issue 15 finding 9) when it is installed
// (`npm test` installs it as root), else by the Node server `npm start` runs (.ci/portal-server.mjs);
// PORTAL_E2E_SERVER=node | nginx chooses (nginx then must be installed).
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
  remotePath,
  ROOT,
  serveRemote,
  serveShell,
  startApi,
} from '../.ci/portal-server.mjs';
import {
  nginxInstalled,
  remoteServer,
  shellServer,
  startNginx,
  writeDeploymentFiles,
} from '../.ci/nginx.mjs';
import {
  ADMIN_KEY,
  API_PORT,
  DEPLOYMENTS,
  type DeploymentName,
  DOWN_REMOTE,
  HTTPS_DEPLOYMENTS,
  FIXTURES,
  MAINTENANCE_API_PORT,
  OVERRIDE_ORIGIN,
  REAL_REMOTE_PORT_OFFSET,
  RELEASES,
  RELEASES_DIR_ENV,
  THIRD_PARTY,
  urlOf,
} from './support/deployments';
import { localCertificate } from '../.ci/tls.mjs';
import { assertPortsFree } from './support/ports-free';
import {
  deployLive,
  liveFolder,
  readHistory,
  readRegistry,
  registryFile,
  releasedEntry,
} from './support/releases';

interface Remote {
  name: string;
  /** The package folder (real remotes) or the build folder (fixtures). */
  dir: string;
  port: number;
  version?: string;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortsFree([
    API_PORT,
    MAINTENANCE_API_PORT,
    ...Object.values(DEPLOYMENTS).map((d) => d.port),
    ...FIXTURES.map((f) => f.port),
  ]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const origins = (Object.keys(DEPLOYMENTS) as DeploymentName[]).flatMap((name) => [
    urlOf(name),
    urlOf(name).replace('localhost', '127.0.0.1'),
  ]);
  // The certificate of the deployments served over HTTPS (decision 009).
  const certificate = localCertificate(path.join(tmp, 'tls'));
  const apiEnv = {
    PORTAL_ORIGINS: origins.join(','),
    ADMIN_KEY,
    TEST_ENDPOINTS: '1',
    LOG: '0',
    // Every browser of the run is one client address (loopback): the anonymous writes of all the specs (leads,
    // password recovery and reset, unsigned cases) count together, so their per-address throttles are lifted here
    // (api/README.md, Configuration); the API's own tests prove the throttles.
    ANONYMOUS_WRITES_PER_ADDRESS: '100000',
    LEAD_MAX_WRITES_ADDRESS: '100000',
    LEAD_MAX_CHECKS_ADDRESS: '100000',
    LEAD_MAX_CHECKS_TAX_ID: '100000',
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
  // The static origins, started together at the end by nginx or by the Node server.
  const remoteOrigins: { dist: string; port: number }[] = [
    ...real.map((r) => ({ dist: remoteDist(r), port: r.port })),
    ...fixtures.map((f) => ({ dist: path.join(ROOT, f.dir), port: f.port })),
  ];

  // Released versions of one remote side by side, a folder deployed in place, and builds skewed against the shell's
  // @portal/shared (issue 16): only when the fixture releases are built.
  const releasesBuilt = RELEASES.versions.list.every((version) =>
    hasContainer(path.join(ROOT, RELEASES.versions.dist, RELEASES.versions.remote, version)),
  );
  const skewBuilt = [RELEASES.skew.newer, RELEASES.skew.older].every((build) =>
    hasContainer(path.join(ROOT, RELEASES.skew.dist, build.name, build.version)),
  );
  process.env[RELEASES_DIR_ENV] = tmp;
  const withRemote = (remotes: Remote[], entries: { name: string; manifest: string; version: string }[]) => ({
    remotes: [
      ...registryFor(remotes.filter((r) => !entries.some((e) => e.name === r.name))).remotes,
      ...entries,
    ],
  });
  // The editable registries (the tests publish into them); without the releases built, their entries lead nowhere.
  const [first = '1.0.0'] = RELEASES.versions.list;
  fs.writeFileSync(
    registryFile('releases', tmp),
    JSON.stringify(withRemote(real, [releasedEntry(first)]), null, 2),
  );
  fs.writeFileSync(
    registryFile('redeploy', tmp),
    JSON.stringify(
      withRemote(real, [
        {
          name: RELEASES.live.remote,
          manifest: `http://localhost:${RELEASES.live.port}/mf-manifest.json`,
          version: first,
        },
      ]),
      null,
      2,
    ),
  );
  if (releasesBuilt) {
    deployLive(first, tmp);
    remoteOrigins.push(
      { dist: path.join(ROOT, RELEASES.versions.dist), port: RELEASES.versions.port },
      { dist: liveFolder(tmp), port: RELEASES.live.port },
    );
  }
  if (skewBuilt) {
    remoteOrigins.push({ dist: path.join(ROOT, RELEASES.skew.dist), port: RELEASES.skew.port });
  }
  const skewEntry = ({ name, version }: { name: string; version: string }) => ({
    name,
    manifest: `http://localhost:${RELEASES.skew.port}/${name}/${version}/mf-manifest.json`,
    version,
  });

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
    // Read on every request: the tests edit them.
    releases: () => readRegistry(registryFile('releases', tmp)),
    redeploy: () => readRegistry(registryFile('redeploy', tmp)),
    skew: withRemote(real, [skewEntry(RELEASES.skew.newer), skewEntry(RELEASES.skew.older)]),
    secure: registryFor(real, 'localhost', { origin: urlOf('secure') }),
  };
  // The secure deployment serves the real remotes under its own origin.
  const onOrigin = real.map((r) => ({ path: remotePath(r), dist: remoteDist(r) }));
  const shells = Object.entries(DEPLOYMENTS).map(([name, deployment]) => ({
    name,
    port: deployment.port,
    apiUrl: `http://127.0.0.1:${deployment.api}`,
    config: {
      brand: deployment.brand,
      apiBase: '/api',
      authBase: '/auth',
      registryUrl: '/registry.json',
      ...(name === 'portal' ? { thirdParty: THIRD_PARTY } : {}),
      // Local builds (issue 48 item 4): only the platform deployment allows them, from the released builds' origin.
      ...(name === 'platform' ? { overrides: { allowedOrigins: [OVERRIDE_ORIGIN] } } : {}),
    },
    registry: registries[name as keyof typeof registries],
    // The editable registries' recent changes (publish() records them beside the registry, issue 48).
    ...(name === 'releases' || name === 'redeploy'
      ? { registryHistory: () => readHistory(registryFile(name, tmp)) }
      : {}),
    secure: HTTPS_DEPLOYMENTS.has(name as DeploymentName),
  }));

  const server = process.env.PORTAL_E2E_SERVER ?? (nginxInstalled() ? 'nginx' : 'node');
  let stopServers: () => Promise<unknown>;
  if (server === 'nginx') {
    if (!nginxInstalled())
      throw new Error('PORTAL_E2E_SERVER=nginx: run `apt-get install -y nginx-light` as root');
    const dir = path.join(tmp, 'nginx');
    const nginx = await startNginx({
      dir,
      probeUrl: urlOf('portal'),
      servers: [
        ...remoteOrigins.map((origin) => remoteServer(origin)),
        ...shells.map(({ name, registry, registryHistory: _history, secure, ...shell }) => {
          const current = typeof registry === 'function' ? registry() : registry;
          const files = writeDeploymentFiles(path.join(dir, name), {
            config: shell.config,
            registry: current,
          });
          // An editable registry is served from its own file (the tests publish into it).
          const editable = name === 'releases' || name === 'redeploy' ? registryFile(name, tmp) : undefined;
          return shellServer({
            ...shell,
            dist: shellDist,
            registry: current,
            configFile: files.configFile,
            registryFile: editable ?? files.registryFile,
            ...(secure
              ? {
                  tls: { certFile: certificate.certFile, keyFile: certificate.keyFile },
                  remotesOnOrigin: onOrigin,
                }
              : {}),
          });
        }),
      ],
    });
    stopServers = nginx.stop;
  } else {
    const servers: Server[] = await Promise.all([
      ...remoteOrigins.map((origin) => serveRemote(origin)),
      ...shells.map(({ name: _name, secure, ...shell }) =>
        serveShell({
          ...shell,
          dist: shellDist,
          ...(secure ? { tls: certificate, remotesOnOrigin: onOrigin } : {}),
        }),
      ),
    ]);
    stopServers = () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
  console.log(
    `end-to-end: static origins served by ${server === 'nginx' ? 'nginx (.ci/nginx.mjs)' : 'Node (.ci/portal-server.mjs)'}`,
  );

  return async () => {
    await stopServers();
    for (const api of apis) api.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
