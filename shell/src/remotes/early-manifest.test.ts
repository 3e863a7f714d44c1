import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { resetShellState } from '../testing/reset-shell';
import {
  earlyExposeConsumes,
  fetchManifestEarly,
  preloadRemoteCatalogue,
  resetEarlyManifests,
  takeEarlyManifest,
} from './early-manifest';
import { retryPlugin } from './retry';

const MANIFEST = 'http://cdn/auth/1.0.0/mf-manifest.json';
let reads = 0;
let status = 200;
/** More of the manifest (its public path and exposes) for the catalogue's tests. */
let more: Record<string, unknown> = {};

setupTestServer(
  http.get(MANIFEST, () => {
    reads += 1;
    return status === 200
      ? HttpResponse.json({ name: 'mf_auth', read: reads, ...more })
      : HttpResponse.json({}, { status });
  }),
);

beforeEach(() => {
  resetPortalState();
  resetShellState();
  resetEarlyManifests();
  reads = 0;
  status = 200;
  more = {};
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('a manifest fetched early (decision 009)', () => {
  it('is asked for once, and its answer is taken once', async () => {
    fetchManifestEarly(MANIFEST);
    fetchManifestEarly(MANIFEST);
    const early = await takeEarlyManifest(MANIFEST);
    expect(await early?.json()).toEqual({ name: 'mf_auth', read: 1 });
    expect(reads).toBe(1);
    await expect(takeEarlyManifest(MANIFEST)).resolves.toBeUndefined();
  });

  it('is no answer when it failed: the runtime then fetches as usual', async () => {
    status = 503;
    fetchManifestEarly(MANIFEST);
    await expect(takeEarlyManifest(MANIFEST)).resolves.toBeUndefined();
  });

  it("is what the runtime's manifest fetch gets, without a second request", async () => {
    const plugin = retryPlugin(0);
    fetchManifestEarly(MANIFEST);

    const first = (await plugin.fetch?.(MANIFEST, {})) as Response;
    expect(await first.json()).toEqual({ name: 'mf_auth', read: 1 });
    expect(reads).toBe(1);

    // Later fetches of the same address (a retry, a recovery after a deployment) are requests of their own.
    const later = (await plugin.fetch?.(MANIFEST, {})) as Response;
    expect(await later.json()).toEqual({ name: 'mf_auth', read: 2 });
  });

  it('leaves a failed early answer to the retry: two requests of its own', async () => {
    status = 503;
    const plugin = retryPlugin(0);
    fetchManifestEarly(MANIFEST);
    const response = (await plugin.fetch?.(MANIFEST, {})) as Response;
    expect(response.status).toBe(503);
    expect(reads).toBe(3);
  });
});

describe("the first page's catalogue, preloaded from the early manifest (decision 009)", () => {
  const exposes = [
    { assets: { js: { async: ['1112.aa.js', 'locale-ca-ES-ts.c1.js', 'locale-es-ES-ts.e5.js'] } } },
    { assets: { js: { async: ['locale-es-ES-ts.e5.js'] } } },
  ];
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (l) => l.href,
    );

  it("preloads the active locale's chunk, beside the manifest's address, once", async () => {
    more = { metaData: { publicPath: 'auto' }, exposes };
    fetchManifestEarly(MANIFEST);
    await expect(preloadRemoteCatalogue(MANIFEST, 'es-ES')).resolves.toBe(
      'http://cdn/auth/1.0.0/locale-es-ES-ts.e5.js',
    );
    await preloadRemoteCatalogue(MANIFEST, 'es-ES');
    expect(preloads()).toEqual(['http://cdn/auth/1.0.0/locale-es-ES-ts.e5.js']);
    // The runtime still gets the whole answer, read once.
    expect(await (await takeEarlyManifest(MANIFEST))?.json()).toMatchObject({ read: 1, exposes });
    expect(reads).toBe(1);
  });

  it('follows a public path the manifest states', async () => {
    more = { metaData: { publicPath: 'https://static.example/auth/' }, exposes };
    fetchManifestEarly(MANIFEST);
    await preloadRemoteCatalogue(MANIFEST, 'ca-ES');
    expect(preloads()).toEqual(['https://static.example/auth/locale-ca-ES-ts.c1.js']);
  });

  it('does nothing without an early manifest, a chunk for the locale, or a manifest that answered', async () => {
    more = { metaData: { publicPath: 'auto' }, exposes };
    await expect(preloadRemoteCatalogue(MANIFEST, 'es-ES')).resolves.toBeUndefined();
    fetchManifestEarly(MANIFEST);
    await expect(preloadRemoteCatalogue(MANIFEST, 'de-DE')).resolves.toBeUndefined();
    resetEarlyManifests();
    status = 503;
    fetchManifestEarly(MANIFEST);
    await expect(preloadRemoteCatalogue(MANIFEST, 'es-ES')).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});

describe('what the first page consumes, from the early manifest', () => {
  it("lists the exposed module's shared modules, and nothing without the manifest, the module or the list", async () => {
    more = {
      exposes: [{ name: 'LoginPage', consumes: ['@portal/shared/ui', 42, 'react'] }, { name: 'ProfilePage' }],
    };
    await expect(earlyExposeConsumes(MANIFEST, './LoginPage')).resolves.toEqual([]);
    fetchManifestEarly(MANIFEST);
    await expect(earlyExposeConsumes(MANIFEST, './LoginPage')).resolves.toEqual([
      '@portal/shared/ui',
      'react',
    ]);
    await expect(earlyExposeConsumes(MANIFEST, './ProfilePage')).resolves.toEqual([]);
    await expect(earlyExposeConsumes(MANIFEST, './SignUpPage')).resolves.toEqual([]);
  });
});
