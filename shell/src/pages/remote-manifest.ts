// What a remote's own manifest (`mf-manifest.json`, written by the Module Federation build) says about its build: the
// version in `metaData.buildInfo.buildVersion` (its package.json version). Read for the version page only.
import { queryOptions } from '@tanstack/react-query';

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

export async function fetchManifestVersion(url: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    throw new ManifestError(url);
  }
  if (!response.ok) throw new ManifestError(url);
  try {
    return manifestVersion(await response.json()) ?? null;
  } catch {
    throw new ManifestError(url);
  }
}

export const remoteManifestQuery = (url: string) =>
  queryOptions({
    queryKey: ['shell', 'remote-manifest', url],
    queryFn: () => fetchManifestVersion(url),
    // A diagnostic: always what the remote serves now, no second try that would delay the answer.
    staleTime: 0,
    retry: false,
  });
