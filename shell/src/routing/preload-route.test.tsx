import { screen, waitFor } from '@testing-library/react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { api } from '@portal/shared/http';
import { loadRemote, loadShare } from '../testing/mf-runtime-mock';
import { pageModule } from '../testing/render-portal';
import { resetShellState } from '../testing/reset-shell';
import { type RegistryEntry, setRegisteredRemotes } from '../remotes/registry';
import { RemoteModule } from '../remotes/remote-module';
import { resetEarlyManifests, takeEarlyManifest } from '../remotes/early-manifest';
import { firstRouteRemotes, prefetchFirstManifests, preloadRoutePage } from './preload-route';

const registered = (...names: ('mf_contracts' | 'mf_tools')[]) =>
  setRegisteredRemotes(names.map((name) => ({ name, manifest: `http://r/${name}`, version: '1.0.0' })));

beforeEach(() => {
  resetPortalState();
  resetShellState();
});

describe('preloadRoutePage (decision 009: the first page loads beside the session)', () => {
  it("starts loading a private route's page with a stored session, and the render takes that load", async () => {
    registered('mf_contracts');
    loadRemote.mockResolvedValue(pageModule('Contracts list'));

    expect(preloadRoutePage('/contracts/electricity', true)).toBe('mf_contracts/./ContractsPage');
    expect(loadRemote).toHaveBeenCalledWith('mf_contracts/ContractsPage');

    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByText('Contracts list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a private route without a session (the visitor goes to the login page)', () => {
    registered('mf_contracts');
    expect(preloadRoutePage('/contracts/electricity', false)).toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("loads nothing for the shell's own pages, unknown or malformed addresses, or a remote not registered", () => {
    registered('mf_contracts');
    expect(preloadRoutePage('/', true)).toBeUndefined();
    expect(preloadRoutePage('/no/such/page', true)).toBeUndefined();
    expect(preloadRoutePage('/contracts/%E0%A4%A', true)).toBeUndefined();
    expect(preloadRoutePage('/power', true)).toBeUndefined(); // mf_tools is not registered
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads nothing for a route the brand disables', () => {
    registered('mf_tools');
    const { publicSettings } = settingsStore.getState();
    settingsStore.getState().setPublic({ ...publicSettings, 'powerCalculator.enabled': false });
    expect(preloadRoutePage('/power', false)).toBeUndefined();
    settingsStore.getState().setPublic({ ...publicSettings, 'powerCalculator.enabled': true });
    expect(preloadRoutePage('/power', false)).toBe('mf_tools/./PowerCalculatorPage');
  });

  it('a failed preload is forgotten: the render loads again and shows the page', async () => {
    registered('mf_contracts');
    loadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to load entry'))
      .mockResolvedValue(pageModule('Contracts list'));
    preloadRoutePage('/contracts/electricity', true);

    renderWithProviders(<RemoteModule remote="mf_contracts" module="./ContractsPage" />);
    expect(await screen.findByText('Contracts list')).toBeInTheDocument();
  });
});

describe("the first route's manifest, fetched beside the settings (decision 009)", () => {
  const REGISTRY: RegistryEntry[] = [
    { name: 'mf_auth', manifest: 'http://r/auth/mf-manifest.json', version: '1.0.0' },
    { name: 'mf_contracts', manifest: 'http://r/contracts/mf-manifest.json', version: '1.0.0' },
  ];
  const reads: string[] = [];
  const server = setupTestServer(
    http.get('http://r/:remote/mf-manifest.json', ({ params }) => {
      reads.push(String(params.remote));
      return HttpResponse.json({
        name: params.remote,
        metaData: { publicPath: 'auto' },
        // What the remote publishes (its src/first-calls.ts, through shared/build/first-calls-manifest.mjs).
        firstCalls: {
          contracts: [
            {
              path: 'contracts',
              versions: [2, 1],
              searchParams: { offset: 0, limit: '{settings:contracts.itemsPerPage}' },
              when: { noSearch: true, displayed: '{params:contractType}' },
            },
          ],
        },
        exposes: [
          {
            name: 'ContractsPage',
            consumes: ['@portal/shared/widgets', 'react'],
            assets: { js: { async: ['locale-es-ES-ts.e5.js', 'locale-en-US-ts.u1.js'] } },
          },
        ],
      });
    }),
  );

  beforeEach(() => {
    reads.length = 0;
    resetEarlyManifests();
  });

  it("names the route's own remote, or the login page's for a private route without a session", () => {
    expect(firstRouteRemotes('/acceso', false)).toEqual(['mf_auth']);
    expect(firstRouteRemotes('/contratos/electricidad', true)).toEqual(['mf_contracts']);
    expect(firstRouteRemotes('/contratos/electricidad', false)).toEqual(['mf_auth']);
    expect(firstRouteRemotes('/', true)).toEqual([]); // the shell's own page
    expect(firstRouteRemotes('/no/such/page', true)).toEqual([]);
    expect(firstRouteRemotes('/contracts/%E0%A4%A', true)).toEqual([]);
  });

  it("asks for that remote's manifest from the registry, once, and the runtime takes the answer", async () => {
    await expect(
      prefetchFirstManifests('/contratos/electricidad', Promise.resolve(REGISTRY), true),
    ).resolves.toEqual(['http://r/contracts/mf-manifest.json']);
    const early = await takeEarlyManifest('http://r/contracts/mf-manifest.json');
    expect(await early?.json()).toMatchObject({ name: 'contracts' });
    expect(reads).toEqual(['contracts']);
  });

  it("then preloads the page's catalogue in the active locale and the shared modules it consumes beside its container", async () => {
    await prefetchFirstManifests('/contratos/electricidad', Promise.resolve(REGISTRY), true);
    setRegisteredRemotes(REGISTRY);
    loadRemote.mockResolvedValue(pageModule('Contracts list'));
    expect(preloadRoutePage('/contratos/electricidad', true)).toBe('mf_contracts/./ContractsPage');
    await waitFor(
      () =>
        expect(
          [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
            (l) => l.href,
          ),
        ).toEqual(['http://r/contracts/locale-en-US-ts.u1.js']), // the tests' active locale
    );
    expect(loadShare.mock.calls).toEqual([['@portal/shared/widgets'], ['react']]);
  });

  it("starts the first calls the remote's manifest publishes there, and the page's own call takes the answer", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v2/contracts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: [] });
      }),
    );
    await prefetchFirstManifests('/contratos/electricity', Promise.resolve(REGISTRY), true);
    setRegisteredRemotes(REGISTRY);
    loadRemote.mockResolvedValue(pageModule('Contracts list'));
    preloadRoutePage('/contratos/electricity', true, '');
    await waitFor(() => expect(asked).toEqual(['?offset=0&limit=10']));
    await api.get('contracts', { versions: [2, 1], searchParams: { offset: 0, limit: 10 } });
    expect(asked).toHaveLength(1);
    // An address with a place of its own: the list reads it and asks itself.
    preloadRoutePage('/contratos/electricity', true, '?page=2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(1);
  });

  it('still preloads the page when a declaration throws on settings of an unexpected shape', async () => {
    await prefetchFirstManifests('/contratos/electricity', Promise.resolve(REGISTRY), true);
    setRegisteredRemotes(REGISTRY);
    loadRemote.mockResolvedValue(pageModule('Contracts list'));
    settingsStore.getState().setPrivate({ displayTypes: null as never });
    expect(preloadRoutePage('/contratos/electricity', true, '')).toBe('mf_contracts/./ContractsPage');
  });

  it('asks for nothing when the registry does not list the remote', async () => {
    await expect(prefetchFirstManifests('/power', Promise.resolve(REGISTRY), false)).resolves.toEqual([]);
    expect(reads).toEqual([]);
  });
});
