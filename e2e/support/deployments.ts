// The deployments the end-to-end harness serves, each an origin with its own brand and registry, all on loopback.
// `portal`: the default brand with the real remotes; `lite`: the lite brand; `platform`: fixture remotes standing in
// for domains (plus one registered remote that is down); `maintenance`: its own API, so switching maintenance on
// never disturbs the other tests. `releases`, `redeploy` and `skew`: the default brand with the real remotes, except
// mf_contracts (and, for skew, mf_invoices_payment) taken from released builds of the fixture remote (issue 16).
export const API_PORT = 9000;
export const MAINTENANCE_API_PORT = 9010;
export const ADMIN_KEY = 'e2e-admin-key';

export const DEPLOYMENTS = {
  portal: { port: 9080, brand: 'default', api: API_PORT },
  lite: { port: 9180, brand: 'lite', api: API_PORT },
  platform: { port: 9280, brand: 'default', api: API_PORT },
  maintenance: { port: 9380, brand: 'default', api: MAINTENANCE_API_PORT },
  releases: { port: 9480, brand: 'default', api: API_PORT },
  redeploy: { port: 9580, brand: 'default', api: API_PORT },
  skew: { port: 9680, brand: 'default', api: API_PORT },
  /** Served the way a production deployment is (decision 009): HTTPS with HTTP/2, the remotes on its origin. */
  secure: { port: 9780, brand: 'default', api: API_PORT },
} as const;

export type DeploymentName = keyof typeof DEPLOYMENTS;

/**
 * The `portal` deployment's third-party scripts (decision 010), on an origin where nothing listens: the specs that
 * want them answer with `page.route` (e2e/tests/contracting/third-party.spec.ts); the others never accept their
 * consent categories, so nothing is requested.
 */
export const THIRD_PARTY_ORIGIN = 'http://127.0.0.1:9099';
export const THIRD_PARTY = {
  chatWidget: { src: `${THIRD_PARTY_ORIGIN}/chat/widget.js`, consent: 'preferences' },
  orderTracking: { src: `${THIRD_PARTY_ORIGIN}/tracking/order.js?order={orderId}`, consent: 'marketing' },
} as const;

/** The deployments served over HTTPS (a certificate made for the run; the specs accept it, `ignoreHTTPSErrors`). */
export const HTTPS_DEPLOYMENTS: ReadonlySet<DeploymentName> = new Set<DeploymentName>(['secure']);

export function urlOf(name: DeploymentName): string {
  return `${HTTPS_DEPLOYMENTS.has(name) ? 'https' : 'http'}://localhost:${DEPLOYMENTS[name].port}`;
}

export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const MAINTENANCE_API_URL = `http://127.0.0.1:${MAINTENANCE_API_PORT}`;

/** Real remotes at 9081-9087 (by their dev port + 1000); fixture remotes from 9291. */
export const REAL_REMOTE_PORT_OFFSET = 1000;
/** The fixture remote (e2e/fixtures/remote) is built three times, into dist/<fixture>, one per impersonation. */
export const FIXTURES = [
  { dist: 'e2e/fixtures/remote/dist/contracts', name: 'mf_contracts', port: 9291 },
  { dist: 'e2e/fixtures/remote/dist/invoices', name: 'mf_invoices_payment', port: 9292 },
  { dist: 'e2e/fixtures/remote/dist/consumption', name: 'mf_consumption_batteries', port: 9293 },
] as const;
/** Registered in the platform deployment, but nothing listens there: a remote that is down. */
export const DOWN_REMOTE = { name: 'mf_cases', port: 9299 } as const;

/**
 * Released builds of the fixture remote (e2e/fixtures/remote/build-releases.mjs, with .ci/release.mjs), each folder
 * holding <name>/<version>/ and served whole by one static origin, versions side by side.
 */
export const RELEASES = {
  /** mf_contracts 1.0.0 and 1.1.0: release and rollback by the registry (`releases`). */
  versions: {
    dist: 'e2e/fixtures/remote/dist/releases',
    port: 9481,
    remote: 'mf_contracts',
    list: ['1.0.0', '1.1.0'],
  },
  /** One folder whose files a deployment replaces in place (`redeploy`): a copy of one of the versions above. */
  live: { port: 9581, remote: 'mf_contracts' },
  /** mf_contracts built against a newer @portal/shared, mf_invoices_payment against an older compatible one (`skew`). */
  skew: {
    dist: 'e2e/fixtures/remote/dist/skew',
    port: 9681,
    newer: { name: 'mf_contracts', version: '2.0.0' },
    older: { name: 'mf_invoices_payment', version: '0.9.0' },
  },
} as const;

/**
 * The one origin the `platform` deployment allows local builds from (portal.config.json `overrides`, issue 48 item 4):
 * the released builds' static host, standing in for a team's development server.
 */
export const OVERRIDE_ORIGIN = `http://localhost:${RELEASES.versions.port}`;

/** The folder (made by global-setup, in the environment of every test) holding the editable registries and `live`. */
export const RELEASES_DIR_ENV = 'PORTAL_E2E_RELEASES_DIR';
