// Types of nginx.mjs for the TypeScript end-to-end harness and the API's tests.
import type { ChildProcess } from 'node:child_process';
import type { PortalDeploymentConfig, Registry } from './portal-server.mjs';

/** The lines of one `server` block of nginx.conf. */
export type NginxServer = string[];
export const NGINX: string;
export function nginxInstalled(): boolean;
/** A certificate and its key, as files (PEM): the server listens with `ssl http2`. */
export interface NginxTls {
  certFile: string;
  keyFile: string;
}
export function remoteServer(options: {
  dist: string;
  port: number;
  host?: string;
  tls?: NginxTls;
}): NginxServer;
export function shellServer(options: {
  dist: string;
  port: number;
  host?: string;
  apiUrl: string;
  config: PortalDeploymentConfig;
  registry: Registry;
  configFile: string;
  registryFile: string;
  /** registry-history.json (.ci/registry.mjs); by default beside registryFile. */
  registryHistoryFile?: string;
  tls?: NginxTls;
  remotesOnOrigin?: { path: string; dist: string }[];
}): NginxServer;
export function nginxConf(options: { dir: string; servers: NginxServer[]; user?: string }): string;
export function writeNginxConf(options: { dir: string; servers: NginxServer[] }): string;
export function startNginx(options: {
  dir: string;
  servers: NginxServer[];
  probeUrl: string;
}): Promise<{ process: ChildProcess; stop: () => Promise<void> }>;
export function writeDeploymentFiles(
  dir: string,
  deployment: { config: PortalDeploymentConfig; registry: Registry },
): { configFile: string; registryFile: string };
