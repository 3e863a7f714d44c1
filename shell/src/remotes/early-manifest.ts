// The first route's remote manifest, asked for as soon as the registry answers: it then travels beside the public
// settings instead of after them (decision 009). Only the JSON is fetched early; nothing of the remote runs before
// the brand has enabled it and the runtime has checked it. The runtime's manifest fetch takes the early answer once.

const early = new Map<string, Promise<Response | undefined>>();

/** Starts fetching `url` (a manifest address of the registry) unless it is already on its way. */
export function fetchManifestEarly(url: string): void {
  if (early.has(url)) return;
  early.set(
    url,
    fetch(url).then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    ),
  );
}

/**
 * The early answer for `url`, once: a later fetch of the same address (a retry, a recovery after a deployment) goes to
 * the network. Undefined when none was started or it failed, so that the caller fetches as usual.
 */
export function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const pending = early.get(url);
  early.delete(url);
  return pending ?? Promise.resolve(undefined);
}

/** For tests: forgets the answers nobody took. */
export function resetEarlyManifests(): void {
  early.clear();
}
