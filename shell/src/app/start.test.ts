import { thirdPartyScript } from '@portal/shared/consent';
import { httpConfig } from '@portal/shared/http';
import { i18n } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { remotesStore } from '../remotes/registry';
import { registerPlugins, registerRemotes } from '../testing/mf-runtime-mock';
import { resetShellState } from '../testing/reset-shell';
import { loadBrand, prepareHttp, registerBrandRemotes } from './start';

const REGISTRY = {
  remotes: [
    { name: 'mf_auth', manifest: 'http://cdn/auth/mf-manifest.json', version: '1.4.0' },
    { name: 'mf_tools', manifest: 'http://cdn/tools/mf-manifest.json', version: '0.9.0' },
    { name: 'mf_cases', manifest: 'http://cdn/cases/mf-manifest.json', version: '2.0.0' },
  ],
};

const server = setupTestServer(
  http.get('*/registry.json', () => HttpResponse.json(REGISTRY)),
  http.get('*/api/v2/ov_customize/ov_settings', () =>
    HttpResponse.json({
      remotes: ['mf_auth', 'mf_cases', 'mf_contracts'],
      locales: ['ca-ES', 'en-US'],
      homeType: 'tabGroups',
    }),
  ),
  http.get('*/api/v1/feature_flags/', () =>
    HttpResponse.json({ feature_flags: { 'crm.case': true, 'coupons.coupon': false } }),
  ),
);

/** The deployment's configuration of these tests, overrides allowed from these origins. */
const config = (allowedOrigins: string[]) => ({
  brand: 'default',
  apiBase: '/api',
  authBase: '/auth',
  registryUrl: `${location.origin}/registry.json`,
  thirdParty: {},
  telemetry: { endpoint: '' },
  overrides: { allowedOrigins },
});

beforeEach(() => {
  resetPortalState();
  resetShellState();
});

describe('start sequence', () => {
  it("loads the brand's settings and flags and picks a locale the brand offers", async () => {
    await loadBrand();
    const state = settingsStore.getState();
    expect(state.settings.homeType).toBe('tabGroups');
    expect(state.flags['crm.case']).toBe(true);
    expect(i18n.locale).toBe('ca-ES');
    expect(httpConfig().locale).toBe('ca-ES');
  });

  it('"Error fetching settings" when the settings call fails', async () => {
    server.use(http.get('*/api/v2/ov_customize/ov_settings', () => HttpResponse.json({}, { status: 404 })));
    await expect(loadBrand()).rejects.toThrow('Error fetching settings');
    expect(settingsStore.getState().error).toBe('Error fetching settings');
  });

  it("reports an invalid feature flags answer with the spec's message", async () => {
    server.use(http.get('*/api/v1/feature_flags/', () => HttpResponse.json({ flags: [] })));
    await loadBrand();
    expect(settingsStore.getState().flagsError).toEqual({
      code: undefined,
      message: 'Invalid feature flags response format',
    });
  });

  // Performance (decision 009): the registry travels beside the settings, not after them.
  it('asks for the registry with the configuration, before the settings', async () => {
    server.use(http.get('*/portal.config.json', () => HttpResponse.json({ brand: 'lite' })));
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
    const { config, registry, earlyLocale } = await prepareHttp();
    expect(config.brand).toBe('lite');
    expect(earlyLocale).toBe('es-ES');
    expect((await registry).map((r) => r.name)).toEqual(['mf_auth', 'mf_tools', 'mf_cases']);
    expect(requested).toEqual(['/portal.config.json', '/registry.json']);
    expect(httpConfig()).toMatchObject({ brand: 'lite', locale: 'es-ES' });
    server.events.removeAllListeners();
  });

  // Issue 12 (decision 010): the brand's third-party scripts come from the deployment's configuration; a malformed
  // entry is left out (not loaded), and nothing declared means nothing loaded.
  it("gives the remotes the configuration's valid third-party scripts, and none when none is declared", async () => {
    server.use(
      http.get('*/portal.config.json', () =>
        HttpResponse.json({
          thirdParty: {
            chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
            orderTracking: { src: 'javascript:alert(1)', consent: 'marketing' },
          },
        }),
      ),
    );
    const { config } = await prepareHttp();
    expect(config.thirdParty).toEqual({
      chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
    });
    expect(thirdPartyScript('chatWidget')).toEqual({
      src: 'https://chat.example/w.js',
      consent: 'preferences',
    });
    expect(thirdPartyScript('orderTracking')).toBeUndefined();

    server.use(http.get('*/portal.config.json', () => HttpResponse.json({ brand: 'lite' })));
    await prepareHttp();
    expect(thirdPartyScript('chatWidget')).toBeUndefined();
  });

  it('registers only the remotes both in the registry and enabled for the brand, with the retry plugin', async () => {
    await loadBrand();
    const registered = await registerBrandRemotes(config([]));
    expect(registered.map((r) => r.name)).toEqual(['mf_auth', 'mf_cases']);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_auth', entry: 'http://cdn/auth/mf-manifest.json' },
        { name: 'mf_cases', entry: 'http://cdn/cases/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'portal-retry' }),
      expect.objectContaining({ name: 'portal-compatibility' }),
    ]);
    expect(remotesStore.getState().registered.map((r) => `${r.name}@${r.version}`)).toEqual([
      'mf_auth@1.4.0',
      'mf_cases@2.0.0',
    ]);
    // The version page lists the whole registry, the remotes the brand does not enable too.
    expect(remotesStore.getState().registry.map((r) => r.name)).toEqual(['mf_auth', 'mf_tools', 'mf_cases']);
  });

  // Issue 48 item 4: "A remote's team points a running portal at its own build of one remote … kept for that browser
  // until reset … Allowed only where the deployment's configuration allows overrides and only for origins it lists."
  describe('a local build in place of the registry’s (overrides)', () => {
    const LOCAL = 'http://localhost:8082/mf-manifest.json';
    afterEach(() => {
      localStorage.clear();
      window.history.replaceState(null, '', '/');
    });

    it('registers the override’s manifest for an allowed origin, under the version "override", and keeps it', async () => {
      await loadBrand();
      window.history.replaceState(null, '', `/contratos?override=mf_cases@${encodeURIComponent(LOCAL)}&x=1`);
      await registerBrandRemotes(config(['http://localhost:8082']));
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [
          { name: 'mf_auth', entry: 'http://cdn/auth/mf-manifest.json' },
          { name: 'mf_cases', entry: LOCAL },
        ],
        { force: true },
      );
      expect(remotesStore.getState().registered.map((r) => `${r.name}@${r.version}`)).toEqual([
        'mf_auth@1.4.0',
        'mf_cases@override',
      ]);
      // The parameter leaves the address; the next page load still runs the local build (this browser's storage).
      expect(`${location.pathname}${location.search}`).toBe('/contratos?x=1');
      registerRemotes.mockClear();
      await registerBrandRemotes(config(['http://localhost:8082']));
      expect(registerRemotes).toHaveBeenLastCalledWith(
        expect.arrayContaining([{ name: 'mf_cases', entry: LOCAL }]),
        { force: true },
      );
      // The deployment stops allowing it: the registry's build again.
      await registerBrandRemotes(config([]));
      expect(registerRemotes).toHaveBeenLastCalledWith(
        expect.arrayContaining([{ name: 'mf_cases', entry: 'http://cdn/cases/mf-manifest.json' }]),
        { force: true },
      );
    });

    it('refuses an origin the deployment does not list, and any override when overrides are off', async () => {
      await loadBrand();
      for (const allowed of [['http://localhost:9999'], []]) {
        window.history.replaceState(null, '', `/?override=mf_cases@${LOCAL}`);
        await registerBrandRemotes(config(allowed));
        expect(registerRemotes).toHaveBeenLastCalledWith(
          expect.arrayContaining([{ name: 'mf_cases', entry: 'http://cdn/cases/mf-manifest.json' }]),
          { force: true },
        );
        expect(localStorage.getItem('portal.remoteOverrides')).toBeNull();
      }
    });
  });
});
