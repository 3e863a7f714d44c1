// Every settings key both spec files name, with the spec's default. The server delivers a flat object of these
// dotted keys (public settings before login, private after); the portal merges them over these defaults.
import type { components } from './generated';
import platformRemotes from '../../remotes.json';

import { LOCALES, type Locale } from './locales';

type Schemas = components['schemas'];

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

// The domain remotes, written once in shared/remotes.json (name, folder, dev port): the build, lint zones, the portal
// server and the dev registry read the same file.
export const REMOTE_NAMES = Object.keys(platformRemotes.remotes) as RemoteName[];
export type RemoteName = keyof typeof platformRemotes.remotes;

export type HomeType = Schemas['HomeType'];
export type HeaderVariant = Schemas['HeaderVariant'];
export type DisplayType = Schemas['DisplayType'];
export type DownloadType = Schemas['DownloadType'];

export const SETTINGS_DEFAULTS = {
  // Brand and platform
  'brand.id': 'default',
  'brand.name': 'Oficina virtual',
  'brand.logoUrl': '',
  /** The logo's compact mark (a square SVG), shown where the full logo does not fit (a phone's header). */
  'brand.logoMarkUrl': '',
  'brand.logoLink': '',
  'theme.primary': '#0d1321',
  'theme.secondary': '#3ce99e',
  /** The brand's font family: one the portal hosts itself (shell/src/app/brand-font.ts), else the system's font. */
  'theme.font': '',
  locales: [...LOCALES] as Locale[],
  remotes: [...REMOTE_NAMES] as RemoteName[],
  homeType: 'invoices' as HomeType,
  'sidebar.grouped': false,
  headerVariant: 'default' as HeaderVariant,
  'maintenance.enabled': false,
  'maintenance.start': '',
  'maintenance.end': '',
  'sessionReplay.sampleRateOnError': 1,
  // OpenID Connect
  'oidc.enabled': false,
  'oidc.allowDefaultLogin': false,
  'oidc.authorizationUrl': '',
  /** The provider's issuer, checked against its return's `iss`; empty: the authorisation URL's origin. */
  'oidc.issuer': '',
  'oidc.logoutUrl': '',
  'oidc.clientId': '',
  'oidc.scope': 'openid profile email',
  'oidc.redirectUri': '',
  'oidc.changePasswordUrl': '',
  // Organisation and links
  'organization.name': '',
  'organization.phone_crm': '',
  'organization.email': '',
  'organization.phone': '',
  'organization.schedule': '8-17h, 365',
  'links.conditions': '',
  'links.gdpr': '',
  'links.help': '',
  'payment.url': '',
  // Features (menu items, screens)
  signup: true,
  resetPassword: true,
  contact: true,
  unsignedContact: true,
  helpDialog: false,
  enableServerElements: false,
  showCoupons: false,
  sidebarContract: false,
  reclamATCMenu: false,
  'newsletter.enabled': false,
  'newsletter.disableEmailEdit': false,
  'comparator.enabled': false,
  'comparator.calculationMode': 'auto' as 'auto' | 'writed_data',
  'powerCalculator.enabled': false,
  'omip.enabled': false,
  'features.leads': false,
  'features.promotionalCode': false,
  'features.contactAutoReads': false,
  'features.reclamATCContact': false,
  'features.gasContractationation': false,
  'signUp.phoneField': false,
  'signUp.invoiceNumberField': false,
  /** Sign-up accepts only personal ids (DNI, NIE), refusing company ids (customer-area §5). */
  'signUp.personalIdsOnly': false,
  // Contracts
  'contracts.itemsPerPage': 10,
  showProduct: true,
  showPower: true,
  powerChange: true,
  noCesionSips: true,
  'contract.ibanChange.enabled': true,
  ibanGasChange: true,
  notificacionAddressChange: true,
  modifyInvoiceOnline: true,
  electronicNotificationButton: false,
  reclamATCContract: false,
  disableDownloadContractReport: false,
  horizontalButtons: false,
  virtualBattery: false,
  attachmentOnIbanChange: false,
  // Invoices and payment
  'invoices.enablePayment': false,
  'invoices.downloadInNewTab': false,
  'invoices.chart.maxContracts': 10,
  'invoices.itemsPerPage': 100,
  paymentStatus: 'Base' as 'Base' | 'Chiped',
  paymentProvider: 'stripe',
  downloadTypes: ['pdf'] as DownloadType[],
  showTotal: false,
  displayTypes: ['electricity'] as DisplayType[],
  // Files
  fileUploadSizeLimit: 15_000_000,
  // Contracting
  'contractation.electricity.enabled': false,
  'contractation.gas.enabled': false,
  'contractation.dual.enabled': false,
  'contractation.authentication': false,
  'contractation.requireLeadConsent': false,
  'contractation.shouldCheckDNI': false,
  'contractation.shouldCheckMorosity': false,
  'contractation.restrictCompanyVAT': false,
  'contractation.selectComerOrigin': false,
  'contractation.mustAcceptMorosityVerification': false,
  'contractation.invoiceRequired': true,
  'contractation.requireMarkChangeOwner': true,
  'contractation.requireDocumentation': true,
  'contractation.askPublicity': false,
  'contractation.electricity.emailRequired': true,
  'contractation.dual.isGasMandatory': false,
  'contractation.businessHaltContractation': false,
  'contractation.commsLanguage': false,
};

export type PortalSettings = typeof SETTINGS_DEFAULTS;
export type SettingKey = keyof PortalSettings;
/** What the server sends: any subset of the keys. */
export type SettingsResponse = Partial<PortalSettings>;

export const FEATURE_FLAG_KEYS = ['coupons.coupon', 'crm.case'] as const;
export type FeatureFlagKey = Schemas['FeatureFlagKey'];
export type FeatureFlags = Schemas['FeatureFlags'];
export type FeatureFlagsResponse = Schemas['FeatureFlagsResponse'];
