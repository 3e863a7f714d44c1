// nginx run for real by the production configuration's tests (nginx.test.ts, nginx-http2.test.ts): a free port to
// render into the configuration, nginx started in the foreground until it answers, and stopped.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Throws, saying how to install it, when nginx is not at NGINX: these suites fail rather than skip without it. */
export function assertNginxInstalled(): void {
  if (spawnSync(NGINX, ['-v']).status !== 0) {
    throw new Error(
      `nginx is not installed at ${NGINX}: run \`apt-get install -y nginx-light\` as root (npm test does)`,
    );
  }
}

/** A free loopback port (nginx cannot listen on port 0 and tell which one it got). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * `count` distinct free loopback ports. Each probe stays open until all have their port: probes closed one by one
 * could be given the same port again (two nginx servers then shared one, and a request for one reached the other).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<http.Server>((resolve) => {
          const probe = http.createServer();
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** Starts nginx on `file` (its prefix `dir`) and resolves once `answers()` does (10 s at most). */
export async function startNginxFor(
  file: string,
  dir: string,
  answers: () => Promise<unknown>,
): Promise<ChildProcess> {
  const nginx = spawn(NGINX, ['-c', file, '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await answers();
      return nginx;
    } catch (error) {
      if (attempt > 100 || nginx.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Stops nginx gracefully and waits for it to exit. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  await exited;
}
