// What a remote's own manifest (`mf-manifest.json`, written by the Module Federation build) says about its build: the
// version in `metaData.buildInfo.buildVersion` (its package.json version, or the version it was released as), and
// whether the shared modules it was built against fit the running shell (decision 006). Read for the version page only.
import { queryOptions } from '@tanstack/react-query';
import {
  providedShared,
  type ProvidedShared,
  type SharedMismatch,
  sharedMismatches,
} from '../remotes/compatibility';

export class ManifestError extends Error {
  constructor(readonly url: string) {
    super(`manifest ${url} could not be read`);
    this.name = 'ManifestError';
  }
}

/** The build version a manifest reports; undefined when it reports none. */
export function manifestVersion(body: unknown): string | undefined {
  const metaData =
    typeof body === 'object' && body !== null ? (body as { metaData?: unknown }).metaData : undefined;
  const buildInfo =
    typeof metaData === 'object' && metaData !== null
      ? (metaData as { buildInfo?: unknown }).buildInfo
      : undefined;
  const version =
    typeof buildInfo === 'object' && buildInfo !== null
      ? (buildInfo as { buildVersion?: unknown }).buildVersion
      : undefined;
  return typeof version === 'string' && version ? version : undefined;
}

export interface ManifestReport {
  /** The build version the manifest reports; null when it reports none. */
  version: string | null;
  /** What of the shared modules it was built against the running shell does not provide. */
  mismatches: SharedMismatch[];
}

export async function fetchManifestReport(
  url: string,
  provided: ProvidedShared | undefined = providedShared(),
): Promise<ManifestReport> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    throw new ManifestError(url);
  }
  if (!response.ok) throw new ManifestError(url);
  try {
    const body: unknown = await response.json();
    return {
      version: manifestVersion(body) ?? null,
      mismatches: provided ? sharedMismatches(body, provided) : [],
    };
  } catch {
    throw new ManifestError(url);
  }
}

export const remoteManifestQuery = (url: string) =>
  queryOptions({
    queryKey: ['shell', 'remote-manifest', url],
    queryFn: () => fetchManifestReport(url),
    // A diagnostic: always what the remote serves now, no second try that would delay the answer.
    staleTime: 0,
    retry: false,
  });
