// The contract every domain of the API fulfils: its migrations, its deterministic seed and its routes.
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { Db, Migration } from './db';

export interface Domain {
  /** Short and unique: also the id of its seed in `_seeds`. */
  name: string;
  /** Applied in list order across domains; a later domain may reference earlier tables. */
  migrations: readonly Migration[];
  /** Runs once on a fresh database, after every migration, in domain order. Must be deterministic. */
  seed?: (db: Db, config: AppConfig) => void;
  /** A Fastify plugin registering the domain's routes with absolute paths (see `apiPath`). */
  routes: FastifyPluginAsync;
}

export type ApiVersion = 1 | 2;

/** `/api/v2/contracts` for `apiPath(2, 'contracts')`. */
export function apiPath(version: ApiVersion, path: string): string {
  return `/api/v${version}/${path.replace(/^\/+/, '')}`;
}

/** The same path under each version, for calls where the spec's client falls back from v2 to v1. */
export function apiPaths(versions: readonly ApiVersion[], path: string): string[] {
  return versions.map((version) => apiPath(version, path));
}
