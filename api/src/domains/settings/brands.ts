// The brands this API serves (README "Brands"). `default` turns on every remote and feature in the six locales;
// `lite` enables three remotes, two locales, its own look (logo, colours, font) and the OpenID Connect login.
import {
  type FeatureFlags,
  LOCALES,
  type PortalSettings,
  REMOTE_NAMES,
  SETTINGS_DEFAULTS,
  type SettingKey,
  type SettingsResponse,
} from '@portal/shared/api-types';
import type { FastifyRequest } from 'fastify';
import { type AppConfig, type OidcClient, oidcIssuer, oidcRedirectUriList } from '../../core/config';
import { ApiError } from '../../core/errors';
import { DEFAULT_LOGO, DEFAULT_MARK, LITE_LOGO, LITE_MARK } from './brand-logos';

export interface Brand {
  id: string;
  settings: (config: AppConfig) => SettingsResponse;
  flags: FeatureFlags;
  /** The brand's client at the OpenID Connect provider, for a brand that signs in with it (`oidc.enabled`). */
  oidcClient?: (config: AppConfig) => OidcClient;
}

/**
 * Keys only a signed-in customer receives (ov_private_settings); every other key is public (ov_settings). The home's
 * action tiles are a visitor's too (they lead to the login with the action), so the switches that decide which actions
 * they offer are public: powerChange, noCesionSips, contract.ibanChange.enabled, notificacionAddressChange,
 * disableDownloadContractReport, invoices.enablePayment and payment.url (visitor-features §6 lists the first four and
 * invoices.enablePayment among the settings the visitor side reads). Private, a visitor saw the defaults: the default
 * brand's "Pay online" appeared only after the login, and a brand that turns a change off still offered it.
 */
export const PRIVATE_KEYS: ReadonlySet<SettingKey> = new Set<SettingKey>([
  'contracts.itemsPerPage',
  'showProduct',
  'showPower',
  'ibanGasChange',
  'modifyInvoiceOnline',
  'electronicNotificationButton',
  'reclamATCContract',
  'horizontalButtons',
  'virtualBattery',
  'attachmentOnIbanChange',
  'invoices.downloadInNewTab',
  'invoices.chart.maxContracts',
  'invoices.itemsPerPage',
  'paymentStatus',
  'paymentProvider',
  'downloadTypes',
  'showTotal',
]);

const ORGANIZATION: SettingsResponse = {
  'organization.name': 'Energía Demo',
  'organization.phone_crm': '900 123 456',
  'organization.email': 'clientes@energia-demo.example.com',
  'organization.phone': '900 123 400',
  'organization.schedule': '8-17h, 365',
  'links.conditions': 'https://energia-demo.example.com/condiciones',
  'links.gdpr': 'https://energia-demo.example.com/privacidad',
  'links.help': 'https://energia-demo.example.com/ayuda',
};

const defaultBrand: Brand = {
  id: 'default',
  flags: { 'coupons.coupon': true, 'crm.case': true },
  settings: () => ({
    ...ORGANIZATION,
    'brand.id': 'default',
    'brand.name': 'Energía Demo',
    'brand.logoUrl': DEFAULT_LOGO,
    'brand.logoMarkUrl': DEFAULT_MARK,
    'brand.logoLink': '/',
    // The spec's default colours (customer-area §9), a font the portal hosts itself.
    'theme.font': 'Figtree',
    locales: [...LOCALES],
    remotes: [...REMOTE_NAMES],
    homeType: 'tabGroups',
    'sidebar.grouped': true,
    helpDialog: true,
    enableServerElements: true,
    showCoupons: true,
    sidebarContract: true,
    reclamATCMenu: true,
    'newsletter.enabled': true,
    'comparator.enabled': true,
    'powerCalculator.enabled': true,
    'omip.enabled': true,
    'features.leads': true,
    'features.promotionalCode': true,
    'features.contactAutoReads': true,
    'features.reclamATCContact': true,
    'features.gasContractationation': true,
    'signUp.phoneField': true,
    'contractation.electricity.enabled': true,
    'contractation.gas.enabled': true,
    'contractation.dual.enabled': true,
    electronicNotificationButton: true,
    reclamATCContract: true,
    virtualBattery: true,
    'invoices.enablePayment': true,
    // Only types the download call serves (INVOICE_DOWNLOAD_TYPE_OF): signed_xml has no call in the spec.
    downloadTypes: ['pdf', 'signed_pdf', 'curve'],
    showTotal: true,
    displayTypes: ['electricity', 'gas', 'multipoint'],
  }),
};

const liteBrand: Brand = {
  id: 'lite',
  flags: { 'coupons.coupon': false, 'crm.case': false },
  oidcClient: (config) => ({
    brand: 'lite',
    clientId: config.oidcClientId,
    clientSecret: config.oidcClientSecret,
    redirectUris: oidcRedirectUriList(config),
  }),
  settings: (config) => {
    const issuer = oidcIssuer(config);
    return {
      ...ORGANIZATION,
      'brand.id': 'lite',
      'brand.name': 'Luz Lite',
      'brand.logoUrl': LITE_LOGO,
      'brand.logoMarkUrl': LITE_MARK,
      'organization.name': 'Luz Lite',
      'theme.primary': '#1b3a4b',
      'theme.secondary': '#f4a261',
      'theme.font': 'Nunito',
      locales: ['es-ES', 'ca-ES'],
      remotes: ['mf_auth', 'mf_contracts', 'mf_invoices_payment'],
      homeType: 'invoices',
      signup: false,
      contact: false,
      unsignedContact: false,
      'oidc.enabled': true,
      'oidc.authorizationUrl': `${issuer}/auth`,
      'oidc.issuer': issuer,
      'oidc.logoutUrl': `${issuer}/session/end`,
      'oidc.clientId': config.oidcClientId,
      'oidc.changePasswordUrl': `${issuer}/account/password`,
      displayTypes: ['electricity'],
      // The contract's changes as a row of buttons (customer-area §6 `horizontalButtons`).
      horizontalButtons: true,
    };
  },
};

export const BRANDS: ReadonlyMap<string, Brand> = new Map(
  [defaultBrand, liteBrand].map((brand) => [brand.id, brand]),
);
export const DEFAULT_BRAND = 'default';

/** The brand of a request: its `X-Brand` header, `default` without one; an unknown brand is a 404. */
export function brandOf(request: FastifyRequest): Brand {
  const header = request.headers['x-brand'];
  const id = (Array.isArray(header) ? header[0] : header)?.trim() || DEFAULT_BRAND;
  const brand = BRANDS.get(id);
  if (!brand) throw new ApiError(404, 'unknown_brand');
  return brand;
}

/** One setting of the request's brand, with the spec's default. */
export function brandSetting<K extends SettingKey>(request: FastifyRequest, key: K): PortalSettings[K] {
  const value = brandOf(request).settings(request.server.config)[key];
  return (value ?? SETTINGS_DEFAULTS[key]) as PortalSettings[K];
}

/** The OpenID Connect client of a brand whose settings turn OIDC on; undefined for any other brand. */
export function oidcClientOf(brand: Brand, config: AppConfig): OidcClient | undefined {
  return brand.settings(config)['oidc.enabled'] === true ? brand.oidcClient?.(config) : undefined;
}

/** Every relying party the provider knows: the client of each OIDC brand, then the configured extra clients. */
export function oidcClients(config: AppConfig): OidcClient[] {
  const own = [...BRANDS.values()].flatMap((brand) => oidcClientOf(brand, config) ?? []);
  return [...own, ...config.oidcExtraClients];
}
