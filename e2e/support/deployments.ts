// The deployments the end-to-end harness serves, each an origin with its own brand and registry, all on loopback.
// `portal`: the default brand with the real remotes; `lite`: the lite brand; `platform`: fixture remotes standing in
// for domains (plus one registered remote that is down); `maintenance`: its own API, so switching maintenance on
// never disturbs the other tests.
export const API_PORT = 9000;
export const MAINTENANCE_API_PORT = 9010;
export const ADMIN_KEY = 'e2e-admin-key';

export const DEPLOYMENTS = {
  portal: { port: 9080, brand: 'default', api: API_PORT },
  lite: { port: 9180, brand: 'lite', api: API_PORT },
  platform: { port: 9280, brand: 'default', api: API_PORT },
  maintenance: { port: 9380, brand: 'default', api: MAINTENANCE_API_PORT },
} as const;

export type DeploymentName = keyof typeof DEPLOYMENTS;

export function urlOf(name: DeploymentName): string {
  return `http://localhost:${DEPLOYMENTS[name].port}`;
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
