// The route catalogue: every route of both spec files, by key, with its path in all six locales (Spanish and English
// as the spec gives them, the others translated the same way), its access, what it needs and who renders it.
import type { Locale } from '@portal/shared/api-types';
import type { RouteContext, RouteDefinition } from './types';

/** Paths in every locale; the Spanish one keeps its literal type, so route parameters are typed from it (a test checks
 * that every locale has the same parameters). */
type Paths<Es extends string = string> = { 'es-ES': Es } & Record<Exclude<Locale, 'es-ES'>, string>;

function same<const P extends string>(path: P): Paths<P> {
  return { 'es-ES': path, 'ca-ES': path, 'en-US': path, 'gl-ES': path, 'fr-FR': path, 'de-DE': path };
}

function paths<const Es extends string>(
  es: Es,
  ca: string,
  en: string,
  gl: string,
  fr: string,
  de: string,
): Paths<Es> {
  return { 'es-ES': es, 'ca-ES': ca, 'en-US': en, 'gl-ES': gl, 'fr-FR': fr, 'de-DE': de };
}

const contracting = (
  kind: 'electricity' | 'gas' | 'dual',
): Pick<RouteDefinition, 'access' | 'enabled'> & { remote: 'mf_contracting' } => ({
  access: ({ settings }: RouteContext) =>
    settings['contractation.authentication'] ? 'private' : 'unprotected',
  enabled: ({ settings }: RouteContext) => settings[`contractation.${kind}.enabled`],
  remote: 'mf_contracting',
});

export const ROUTES = {
  home: { paths: same('/'), access: 'unprotected', shellPage: 'home' },
  login: {
    paths: paths('/acceso', '/acces', '/login', '/acceso', '/connexion', '/anmelden'),
    // With OIDC on, login is private-style (redirects to the provider) unless a default login is allowed.
    access: ({ settings }) =>
      settings['oidc.enabled'] && !settings['oidc.allowDefaultLogin'] ? 'private' : 'public',
    remote: 'mf_auth',
    module: './LoginPage',
  },
  connect: { paths: same('/connect'), access: 'public', remote: 'mf_auth', module: './ConnectPage' },
  changePassword: {
    paths: paths(
      '/cambio-de-clave',
      '/canvi-de-clau',
      '/change-password',
      '/cambio-de-contrasinal',
      '/changement-mot-de-passe',
      '/passwort-aendern',
    ),
    access: 'private',
    remote: 'mf_auth',
    module: './ChangePasswordPage',
  },
  register: {
    paths: paths('/registro', '/registre', '/register', '/rexistro', '/inscription', '/registrierung'),
    access: 'public',
    enabled: ({ settings }) => settings.signup,
    remote: 'mf_auth',
    module: './SignUpPage',
  },
  activation: {
    paths: paths('/activacion', '/activacio', '/activation', '/activacion', '/activation', '/aktivierung'),
    access: 'public',
    enabled: ({ settings }) => settings.signup,
    remote: 'mf_auth',
    module: './SignUpPage',
  },
  resetPassword: {
    paths: paths(
      '/recordar-clave',
      '/recordar-clau',
      '/reset-password',
      '/lembrar-contrasinal',
      '/reinitialiser-mot-de-passe',
      '/passwort-zuruecksetzen',
    ),
    access: 'public',
    enabled: ({ settings }) => settings.resetPassword,
    remote: 'mf_auth',
    module: './ResetPasswordPage',
  },
  profile: {
    paths: paths('/perfil', '/perfil', '/profile', '/perfil', '/profil', '/profil'),
    access: 'private',
    remote: 'mf_auth',
    module: './ProfilePage',
  },
  contracts: {
    paths: paths(
      '/contratos/:contractType',
      '/contractes/:contractType',
      '/contracts/:contractType',
      '/contratos/:contractType',
      '/contrats/:contractType',
      '/vertraege/:contractType',
    ),
    access: 'private',
    remote: 'mf_contracts',
    module: './ContractsPage',
  },
  contractDetail: {
    paths: paths(
      '/contratos/:contractType/:contractName',
      '/contractes/:contractType/:contractName',
      '/contracts/:contractType/:contractName',
      '/contratos/:contractType/:contractName',
      '/contrats/:contractType/:contractName',
      '/vertraege/:contractType/:contractName',
    ),
    access: 'private',
    remote: 'mf_contracts',
    module: './ContractDetailPage',
  },
  gasContractDetail: {
    paths: paths(
      '/contratos-gas/:contractName',
      '/contractes-gas/:contractName',
      '/contracts-gas/:contractName',
      '/contratos-gas/:contractName',
      '/contrats-gaz/:contractName',
      '/vertraege-gas/:contractName',
    ),
    access: 'private',
    remote: 'mf_contracts',
    module: './GasContractDetailPage',
  },
  contractInvoices: {
    paths: paths(
      '/contratos/:contractType/:contractName/facturas',
      '/contractes/:contractType/:contractName/factures',
      '/contracts/:contractType/:contractName/invoices',
      '/contratos/:contractType/:contractName/facturas',
      '/contrats/:contractType/:contractName/factures',
      '/vertraege/:contractType/:contractName/rechnungen',
    ),
    access: 'private',
    remote: 'mf_invoices_payment',
    module: './InvoicesPage',
  },
  gasContractInvoices: {
    paths: paths(
      '/contratos-gas/:contractName/facturas-gas',
      '/contractes-gas/:contractName/factures-gas',
      '/contracts-gas/:contractName/invoices-gas',
      '/contratos-gas/:contractName/facturas-gas',
      '/contrats-gaz/:contractName/factures-gaz',
      '/vertraege-gas/:contractName/rechnungen-gas',
    ),
    access: 'private',
    remote: 'mf_invoices_payment',
    module: './InvoicesPage',
  },
  contractCommunications: {
    paths: paths(
      '/contratos/:contractId/comunicaciones',
      '/contractes/:contractId/comunicacions',
      '/contracts/:contractId/communications',
      '/contratos/:contractId/comunicacions',
      '/contrats/:contractId/communications',
      '/vertraege/:contractId/mitteilungen',
    ),
    access: 'private',
    remote: 'mf_contracts',
    module: './ContractCommunicationsPage',
  },
  invoices: {
    paths: paths('/facturas', '/factures', '/invoices', '/facturas', '/factures', '/rechnungen'),
    access: 'private',
    remote: 'mf_invoices_payment',
    module: './InvoicesPage',
  },
  invoicesMultipoint: {
    paths: same('/invoices-multipoint'),
    access: 'private',
    enabled: ({ settings }) => settings.displayTypes.includes('multipoint'),
    remote: 'mf_invoices_payment',
    module: './InvoicesPage',
  },
  requests: {
    paths: paths('/solicitudes', '/sollicituds', '/requests', '/solicitudes', '/demandes', '/anfragen'),
    access: 'private',
    remote: 'mf_cases',
    module: './RequestsPage',
  },
  requestCreate: {
    paths: paths(
      '/solicitudes/crear',
      '/sollicituds/crear',
      '/requests/create',
      '/solicitudes/crear',
      '/demandes/creer',
      '/anfragen/erstellen',
    ),
    access: 'private',
    remote: 'mf_cases',
    module: './RequestCreatePage',
  },
  requestDetail: {
    paths: paths(
      '/solicitudes/:id',
      '/sollicituds/:id',
      '/requests/:id',
      '/solicitudes/:id',
      '/demandes/:id',
      '/anfragen/:id',
    ),
    access: 'private',
    remote: 'mf_cases',
    module: './RequestDetailPage',
  },
  customerService: {
    paths: paths(
      '/atencion-al-cliente',
      '/atencio-al-client',
      '/customer-service',
      '/atencion-ao-cliente',
      '/service-client',
      '/kundenservice',
    ),
    access: 'private',
    enabled: ({ settings, flags }) => settings.contact && flags['crm.case'],
    remote: 'mf_cases',
    module: './CustomerContactPage',
  },
  contact: {
    paths: paths('/contacto', '/contacte', '/contact', '/contacto', '/contact', '/kontakt'),
    access: 'public',
    enabled: ({ settings }) => settings.contact && settings.unsignedContact,
    remote: 'mf_cases',
    module: './UnsignedContactPage',
  },
  claims: {
    paths: paths(
      '/reclamaciones',
      '/reclamacions',
      '/claims',
      '/reclamacions',
      '/reclamations',
      '/reklamationen',
    ),
    access: 'private',
    remote: 'mf_cases',
    module: './ClaimsPage',
  },
  detail: {
    paths: paths('/detalle', '/detall', '/detail', '/detalle', '/detail', '/detail'),
    access: 'private',
    remote: 'mf_contracts',
    module: './ContractDetailPage',
  },
  loading: {
    paths: paths('/cargando', '/carregant', '/loading', '/cargando', '/chargement', '/laden'),
    access: 'unprotected',
    shellPage: 'loading',
  },
  version: { paths: same('/version'), access: 'unprotected', shellPage: 'version' },
  /** For the teams that run the portal (issue 48), behind the admin key: never linked from the customer's menus. */
  platformStatus: { paths: same('/platform-status'), access: 'unprotected', shellPage: 'platformStatus' },
  welcome: {
    paths: paths('/bienvenido', '/benvingut', '/welcome', '/benvido', '/bienvenue', '/willkommen'),
    access: 'unprotected',
    shellPage: 'welcome',
  },
  altHome: { paths: same('/altHome'), access: 'unprotected', shellPage: 'altHome' },
  dynamicPage: {
    paths: same('/d/:routePath/:pageId'),
    access: 'private',
    enabled: ({ settings }) => settings.enableServerElements,
    remote: 'mf_tools',
    module: './DynamicPage',
  },
  newElectricityCustomer: {
    paths: paths(
      '/nuevo-cliente-electricidad',
      '/nou-client-electricitat',
      '/new-electricity-customer',
      '/novo-cliente-electricidade',
      '/nouveau-client-electricite',
      '/neukunde-strom',
    ),
    ...contracting('electricity'),
    module: './ElectricityContractingPage',
  },
  newGasCustomer: {
    paths: paths(
      '/nuevo-cliente-gas',
      '/nou-client-gas',
      '/new-gas-customer',
      '/novo-cliente-gas',
      '/nouveau-client-gaz',
      '/neukunde-gas',
    ),
    ...contracting('gas'),
    module: './GasContractingPage',
  },
  newDualCustomer: {
    paths: paths(
      '/nuevo-cliente-dual',
      '/nou-client-dual',
      '/new-dual-customer',
      '/novo-cliente-dual',
      '/nouveau-client-dual',
      '/neukunde-dual',
    ),
    ...contracting('dual'),
    module: './DualContractingPage',
  },
  comparator: {
    paths: paths('/comparador', '/comparador', '/comparator', '/comparador', '/comparateur', '/vergleich'),
    access: 'public',
    enabled: ({ settings }) => settings['comparator.enabled'],
    remote: 'mf_tools',
    module: './ComparatorPage',
  },
  gasComparator: {
    paths: paths(
      '/comparador-gas',
      '/comparador-gas',
      '/gas-comparator',
      '/comparador-gas',
      '/comparateur-gaz',
      '/gas-vergleich',
    ),
    access: 'public',
    enabled: ({ settings }) => settings['comparator.enabled'] && settings.displayTypes.includes('gas'),
    remote: 'mf_tools',
    module: './GasComparatorPage',
  },
  powerCalculator: {
    paths: paths('/potencia', '/potencia', '/power', '/potencia', '/puissance', '/leistung'),
    access: 'public',
    enabled: ({ settings }) => settings['powerCalculator.enabled'],
    remote: 'mf_tools',
    module: './PowerCalculatorPage',
  },
  newsletter: {
    paths: paths('/boletin', '/butlleti', '/newsletter', '/boletin', '/bulletin', '/newsletter'),
    access: 'unprotected',
    enabled: ({ settings }) => settings['newsletter.enabled'],
    remote: 'mf_tools',
    module: './NewsletterPage',
  },
  omip: {
    paths: same('/omipComponent'),
    access: 'private',
    enabled: ({ settings }) => settings['omip.enabled'],
    remote: 'mf_tools',
    module: './OmipPage',
  },
} satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** The catalogue entry of `key`, typed as a definition. */
export function routeDefinition(key: RouteKey): RouteDefinition {
  return ROUTES[key] as RouteDefinition;
}

/** Contracting routes in the order new customers and promo codes are sent to them (visitor-features §2). */
export const CONTRACTING_ORDER = ['newDualCustomer', 'newElectricityCustomer', 'newGasCustomer'] as const;

export type ContractingRoute = (typeof CONTRACTING_ORDER)[number];

/**
 * The contracting routes the brand enables (contractation.{dual,electricity,gas}.enabled), in the order dual,
 * electricity, gas: the flows a "contract" button may lead to (visitor-features §2, "each only if enabled").
 */
export function enabledContractingRoutes(ctx: RouteContext): ContractingRoute[] {
  return CONTRACTING_ORDER.filter((key) => routeDefinition(key).enabled?.(ctx) ?? true);
}

/** The first contracting route the brand enables, in the order dual, electricity, gas; else invoices. */
export function firstContractingRoute(ctx: RouteContext): ContractingRoute | 'invoices' {
  return enabledContractingRoutes(ctx)[0] ?? 'invoices';
}
