import {
  type BannerResponse,
  type FeatureFlagsResponse,
  type ServerActionsResponse,
  type ServerElementsResponse,
  type SettingsResponse,
  INVOICE_DOWNLOAD_TYPE_OF,
  INVOICE_DOWNLOAD_TYPES,
  invoiceDownloadTypes,
  SETTINGS_DEFAULTS,
} from '@portal/shared/api-types';
import { bearer, tokenFor, setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';

const { t } = setUpFileApp({}, { adminKey: 'admin-test-key' });

const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('ov_settings and ov_private_settings', () => {
  it('answers a flat object of known dotted keys for the default brand', async () => {
    const res = await get('/api/v2/ov_customize/ov_settings');
    expect(res.statusCode).toBe(200);
    const body = res.json<SettingsResponse>();
    for (const key of Object.keys(body)) expect(SETTINGS_DEFAULTS).toHaveProperty([key]);
    expect(body.remotes).toHaveLength(7);
    expect(body.locales).toEqual(['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE']);
    expect(body['maintenance.enabled']).toBe(false);
    expect(body).not.toHaveProperty('showProduct');
    // The home tiles' switches are a visitor's too (brands.ts, PRIVATE_KEYS).
    expect(body['invoices.enablePayment']).toBe(true);
  });

  it('answers the lite brand for X-Brand: lite (three remotes, two locales, OIDC on)', async () => {
    const body = (
      await get('/api/v2/ov_customize/ov_settings', { 'x-brand': 'lite' })
    ).json<SettingsResponse>();
    expect(body.remotes).toEqual(['mf_auth', 'mf_contracts', 'mf_invoices_payment']);
    expect(body.locales).toEqual(['es-ES', 'ca-ES']);
    expect(body['oidc.enabled']).toBe(true);
    expect(body['oidc.authorizationUrl']).toBe('http://127.0.0.1:8001/auth');
    expect(body['theme.primary']).not.toBe(SETTINGS_DEFAULTS['theme.primary']);
  });

  // Issue 44 §3: "Each brand's settings carry its logo (SVG, with a compact mark for phones), its colours and a font
  // ... (the lite brand visibly different from the default one)".
  it("carries each brand's own look: an SVG logo and mark, colours and a self-hosted font", async () => {
    const looks = [];
    for (const brand of ['default', 'lite']) {
      const body = (
        await get('/api/v2/ov_customize/ov_settings', { 'x-brand': brand })
      ).json<SettingsResponse>();
      expect(body['brand.logoUrl']).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      expect(body['brand.logoMarkUrl']).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      expect(body['theme.font']).toMatch(/^[A-Za-z ]+$/);
      looks.push(body);
    }
    const [standard, lite] = looks;
    for (const key of ['brand.logoUrl', 'brand.logoMarkUrl', 'theme.font'] as const)
      expect(lite?.[key]).not.toBe(standard?.[key]);
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await get('/api/v2/ov_customize/ov_settings', { 'x-brand': 'nope' })).statusCode).toBe(404);
  });

  it('answers the private keys only to a signed-in customer', async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const body = (await get('/api/v2/ov_customize/ov_private_settings', headers)).json<SettingsResponse>();
    expect(body.showTotal).toBe(true);
    expect(body).not.toHaveProperty('invoices.enablePayment');
    expect(body).not.toHaveProperty('remotes');
  });
});

describe('invoice download types', () => {
  it('every brand offers only downloadTypes the download call serves (signed_xml has no call; curve is curve_csv)', async () => {
    for (const brand of ['default', 'lite']) {
      const body = (
        await get('/api/v2/ov_customize/ov_private_settings', {
          ...bearer(await tokenFor(t.app, '12345678Z')),
          'x-brand': brand,
        })
      ).json<SettingsResponse>();
      const offered = body.downloadTypes ?? SETTINGS_DEFAULTS.downloadTypes;
      for (const type of offered) expect(INVOICE_DOWNLOAD_TYPES).toContain(INVOICE_DOWNLOAD_TYPE_OF[type]);
    }
  });

  it('maps the setting to the call and drops what has no call', () => {
    expect(invoiceDownloadTypes(['pdf', 'signed_pdf', 'curve', 'signed_xml', 'pdf'])).toEqual([
      'pdf',
      'signed_pdf',
      'curve_csv',
    ]);
  });
});

describe('feature_flags/', () => {
  it('answers the two boolean flags per brand', async () => {
    expect((await get('/api/v1/feature_flags/')).json<FeatureFlagsResponse>()).toEqual({
      feature_flags: { 'coupons.coupon': true, 'crm.case': true },
    });
    expect((await get('/api/v1/feature_flags/', { 'x-brand': 'lite' })).json<FeatureFlagsResponse>()).toEqual(
      {
        feature_flags: { 'coupons.coupon': false, 'crm.case': false },
      },
    );
  });
});

describe('dynamic pages and banners', () => {
  it('lists server actions and the elements of a page', async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const actions = (
      await get('/api/v2/ov_customize/html_dinamic_routes', headers)
    ).json<ServerActionsResponse>();
    expect(actions.data[0]).toEqual({
      id: 1,
      route_path: 'promociones',
      btn_title: 'Promociones',
      btn_description: 'Ofertas vigentes para clientes',
    });
    const elements = (
      await get('/api/v2/ov_customize/html_dinamic_elements/1', headers)
    ).json<ServerElementsResponse>();
    expect(elements.data.map((e) => e.group_name)).toEqual(['Cabecera', 'Ofertas', 'Ofertas']);
    const none = (
      await get('/api/v2/ov_customize/html_dinamic_elements/1', { ...headers, 'x-brand': 'lite' })
    ).json<ServerElementsResponse>();
    expect(none.data).toEqual([]);
    expect((await get('/api/v2/ov_customize/html_dinamic_elements/abc', headers)).statusCode).toBe(400);
  });

  it("lists the dynamic pages' titles in the request's language, the page's own text where it has none", async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const titles = async (language: string) =>
      (await get('/api/v2/ov_customize/html_dinamic_routes', { ...headers, 'accept-language': language }))
        .json<ServerActionsResponse>()
        .data.map((a) => `${a.btn_title}: ${a.btn_description}`);
    expect(await titles('en-US')).toEqual([
      'Promotions: Current offers for customers',
      'Energy efficiency: Tips to save energy',
    ]);
    expect(await titles('de-DE')).toEqual([
      'Aktionen: Aktuelle Angebote für Kunden',
      'Energieeffizienz: Tipps zum Energiesparen',
    ]);
    expect(await titles('es-ES')).toEqual([
      'Promociones: Ofertas vigentes para clientes',
      'Eficiencia energética: Consejos para ahorrar energía',
    ]);
  });

  // customer-area §2 "Dynamic server page. Shows HTML blocks grouped by group name": in the visitor's language.
  it("gives a dynamic page's blocks in the request's language, the block's own text where it has none", async () => {
    const headers = bearer(await tokenFor(t.app, '12345678Z'));
    const blocks = async (language: string) =>
      (await get('/api/v2/ov_customize/html_dinamic_elements/1', { ...headers, 'accept-language': language }))
        .json<ServerElementsResponse>()
        .data.map((e) => `${e.group_name}: ${e.html_block}`);
    expect(await blocks('en-US')).toEqual([
      'Header: <h2>Promotions</h2><p>Discounts for customers.</p>',
      'Offers: <p>10% off the energy charge in summer.</p>',
      'Offers: <p>A free check of your installation.</p>',
    ]);
    expect((await blocks('de-DE'))[0]).toBe('Kopfzeile: <h2>Aktionen</h2><p>Rabatte für Kunden.</p>');
    expect((await blocks('it-IT'))[0]).toBe('Cabecera: <h2>Promociones</h2><p>Descuentos para clientes.</p>');
  });

  it('answers a banner in the Accept-Language locale, and an empty one for an unknown code', async () => {
    const ca = (await get('/api/v2/banners/home', { 'accept-language': 'ca-ES' })).json<BannerResponse>();
    expect(ca.banner).toContain('Nou');
    const en = (
      await get('/api/v2/banners/home', { 'accept-language': 'en-US,en;q=0.8' })
    ).json<BannerResponse>();
    expect(en.banner).toContain('New');
    expect((await get('/api/v2/banners/nothing')).json<BannerResponse>()).toEqual({ banner: '' });
  });
});

describe('maintenance switch', () => {
  const put = (payload: object, key = 'admin-test-key') =>
    t.app.inject({ method: 'PUT', url: '/__admin__/maintenance', payload, headers: { 'x-admin-key': key } });

  it('turns maintenance on and off at run time, reported by the public settings', async () => {
    expect(
      (await put({ enabled: true, start: '2026-11-21T18:00:00Z', end: '2026-11-21T20:00:00Z' })).statusCode,
    ).toBe(200);
    const on = (await get('/api/v2/ov_customize/ov_settings')).json<SettingsResponse>();
    expect(on).toMatchObject({ 'maintenance.enabled': true, 'maintenance.start': '2026-11-21T18:00:00Z' });
    await t.app.inject({
      method: 'POST',
      url: '/__admin__/maintenance',
      payload: { enabled: false },
      headers: { 'x-admin-key': 'admin-test-key' },
    });
    expect(
      (await get('/api/v2/ov_customize/ov_settings')).json<SettingsResponse>()['maintenance.enabled'],
    ).toBe(false);
  });

  it('refuses a wrong key and bad input', async () => {
    expect((await put({ enabled: true }, 'wrong')).statusCode).toBe(403);
    expect((await put({ enabled: 'yes' })).statusCode).toBe(400);
    expect((await put({ enabled: true, start: 'tomorrow' })).json().errors).toEqual({
      start: 'The value is not valid',
    });
  });
});

describeGuards(
  () => t.app,
  [
    { method: 'GET', url: '/api/v2/ov_customize/ov_private_settings' },
    { method: 'GET', url: '/api/v2/ov_customize/html_dinamic_routes' },
    { method: 'GET', url: '/api/v2/ov_customize/html_dinamic_elements/1' },
  ],
);
