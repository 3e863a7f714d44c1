// Types of portal-server.mjs for the TypeScript end-to-end harness.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

export interface RemoteInfo {
  dir: string;
  name: string;
  port: number;
  version?: string;
}
/** What .ci/registry.mjs records beside a registry (issue 48). */
export interface RegistryHistory {
  changes: {
    at: string;
    by: string;
    remote: string;
    change: string;
    version: string;
    from?: string;
    share?: number;
  }[];
}
export interface Registry {
  remotes: { name: string; manifest: string; version: string }[];
}
/** A brand's third-party script (decision 010): an absolute http(s) URL and the consent category it needs. */
export interface ThirdPartyScriptConfig {
  src: string;
  consent: 'preferences' | 'statistics' | 'marketing';
}
/** What the shell origin serves as /portal.config.json. */
export interface PortalDeploymentConfig {
  brand: string;
  apiBase: string;
  authBase: string;
  registryUrl: string;
  thirdParty?: { chatWidget?: ThirdPartyScriptConfig; orderTracking?: ThirdPartyScriptConfig };
  /** Local builds inside the portal (issue 48): the origins allowed; absent, overrides are off. */
  overrides?: { allowedOrigins: string[] };
}
export function contentSecurityPolicy(options: {
  registry: Registry | undefined;
  config: Partial<PortalDeploymentConfig> | undefined;
}): string;
export function overridesFromEnv(env?: Record<string, string | undefined>): {
  overrides?: { allowedOrigins: string[] };
};
export function overrideOrigins(config: Partial<PortalDeploymentConfig> | undefined): string[];
export function thirdPartyOrigins(config: Partial<PortalDeploymentConfig> | undefined): string[];
export const ROOT: string;
export const REMOTES: RemoteInfo[];
/** A certificate and its key (PEM): the origin serves HTTPS, with HTTP/2 for the browsers that offer it. */
export interface TlsFiles {
  key: string | Buffer;
  cert: string | Buffer;
}
export function serveRemote(options: {
  dist: string;
  port: number;
  host?: string;
  tls?: TlsFiles;
}): Promise<Server>;
export function serveShell(options: {
  dist: string;
  port: number;
  host?: string;
  apiUrl: string;
  config: PortalDeploymentConfig;
  registry: Registry | (() => Registry);
  /** The registry's recent changes (.ci/registry.mjs), served as /registry-history.json; read on every request. */
  registryHistory?: RegistryHistory | (() => RegistryHistory | undefined);
  tls?: TlsFiles;
  remotesOnOrigin?: { path: string; dist: string }[];
  /** How long a proxied request body may stop arriving before a 408 (default BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
}): Promise<Server>;
/** BODY_TIMEOUT_SECONDS in milliseconds, 60 s by default (issue 42 finding 7). */
export const BODY_TIMEOUT_MS: number;
export function startApi(options?: {
  port?: number;
  dbPath?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<ChildProcess>;
export function registryFor(
  remotes: RemoteInfo[],
  host?: string,
  options?: { scheme?: 'http' | 'https'; origin?: string },
): { remotes: { name: string; manifest: string; version: string }[] };
export function remotePath(remote: { dir: string }): string;
export function deploymentShape(env?: Record<string, string | undefined>): {
  tlsFiles?: { certFile: string; keyFile: string };
  scheme: 'http' | 'https';
  remotesOnOrigin: boolean;
};
export function forwardable(headers: Record<string, unknown>): Record<string, unknown>;
export function remoteDist(remote: { dir: string }): string;
export function hasContainer(dist: string): boolean;
export function builtRemotes(portOffset?: number): RemoteInfo[];
export const CHROMIUM: { executablePath: string; args: string[] };
