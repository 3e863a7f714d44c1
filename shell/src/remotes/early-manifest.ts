// The first route's remote manifest, asked for as soon as the registry answers: it then travels beside the public
// settings instead of after them (decision 009). Only the JSON is fetched early; nothing of the remote runs before
// the brand has enabled it and the runtime has checked it. The runtime's manifest fetch takes the early answer once.

const early = new Map<string, Promise<Response | undefined>>();
/** The same answers read by the shell (a copy of the body), for the first page's catalogue (below). */
const earlyJson = new Map<string, Promise<unknown>>();
const preloadedCatalogues = new Set<string>();

/** Starts fetching `url` (a manifest address of the registry) unless it is already on its way. */
export function fetchManifestEarly(url: string): void {
  if (early.has(url)) return;
  const answer = fetch(url).then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );
  early.set(url, answer);
  // Copied as it arrives, before the runtime reads the body.
  earlyJson.set(
    url,
    answer.then((response) => response?.clone().json() as Promise<unknown>).catch(() => undefined),
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

interface ManifestShape {
  metaData?: { publicPath?: string };
  firstCalls?: unknown;
  exposes?: { name?: string; consumes?: unknown; assets?: { js?: { async?: string[] } } }[];
}

/**
 * The shared modules `module` (`./Page`) consumes before it runs, as the early manifest of `url` lists them
 * (`exposes[].consumes`, written by shared/build/expose-consumes.mjs); empty without an early manifest or the list.
 */
export async function earlyExposeConsumes(url: string, module: string): Promise<string[]> {
  const manifest = (await earlyJson.get(url)) as ManifestShape | undefined;
  const name = module.replace(/^\.\//, '');
  const consumes = manifest?.exposes?.find((expose) => expose.name === name)?.consumes;
  return Array.isArray(consumes) ? consumes.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * The first calls the remote publishes in its early manifest of `url` (`firstCalls`, written from its
 * `src/first-calls.ts` by shared/build/first-calls-manifest.mjs), as they arrived: read with `firstCallsOf` of
 * @portal/shared/routes. Undefined without an early manifest.
 */
export async function earlyFirstCalls(url: string): Promise<unknown> {
  const manifest = (await earlyJson.get(url)) as ManifestShape | undefined;
  return manifest?.firstCalls;
}

/**
 * Preloads, beside the remote's container, the remote's catalogue chunk for `locale` when the early manifest of
 * `url` names one (`locale-<locale>-ts.<hash>.js`: remotes name their catalogue chunks so, decision 005). Without it the
 * catalogue is asked for only once the page's module has run, one more round trip before the first screen
 * (decision 009). Nothing happens without an early manifest, a named chunk or a static public path.
 * Resolves with the address it preloaded, for tests.
 */
export async function preloadRemoteCatalogue(url: string, locale: string): Promise<string | undefined> {
  const manifest = (await earlyJson.get(url)) as ManifestShape | undefined;
  const publicPath = manifest?.metaData?.publicPath;
  if (!manifest || (publicPath !== undefined && publicPath !== 'auto' && !/^(https?:)?\/\//.test(publicPath)))
    return undefined;
  const prefix = `locale-${locale}-ts.`;
  const chunk = manifest.exposes
    ?.flatMap((expose) => expose.assets?.js?.async ?? [])
    .find((asset) => asset.startsWith(prefix) && asset.endsWith('.js'));
  if (!chunk) return undefined;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, url) : new URL('.', url);
  const href = new URL(chunk, base).href;
  if (preloadedCatalogues.has(href)) return href;
  preloadedCatalogues.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.dataset.remoteCatalogue = '';
  link.href = href;
  document.head.append(link);
  return href;
}

/** For tests: forgets the answers nobody took. */
export function resetEarlyManifests(): void {
  early.clear();
  earlyJson.clear();
  preloadedCatalogues.clear();
}
