// Where the API lives for this deployment. The shell sets it from its runtime configuration before any call.
export interface HttpConfig {
  /** Base of the versioned API, e.g. `/api` (calls go to `/api/v1/...`, `/api/v2/...`). */
  apiBase: string;
  /** The auth path `{auth}`, e.g. `/auth`. */
  authBase: string;
  /** The brand whose settings the API answers with. */
  brand: string;
  /** The language the API should answer in. */
  locale: string;
}

export const DEFAULT_API_VERSION = 1;
export type ApiVersion = 1 | 2;

const config: HttpConfig = { apiBase: '/api', authBase: '/auth', brand: 'default', locale: 'es-ES' };

export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
}

export function httpConfig(): Readonly<HttpConfig> {
  return config;
}
