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
  /** How long one call may take, answer body included, before it fails with TimeoutError (issue 15 finding 10: an
   * API that hangs must not leave "Loading…" on screen). */
  timeoutMs: number;
}

/** 20 s: far beyond any answer of a working API, short enough for a customer to still be waiting. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export const DEFAULT_API_VERSION = 1;
export type ApiVersion = 1 | 2;

const config: HttpConfig = {
  apiBase: '/api',
  authBase: '/auth',
  brand: 'default',
  locale: 'es-ES',
  timeoutMs: DEFAULT_TIMEOUT_MS,
};

export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
}

export function httpConfig(): Readonly<HttpConfig> {
  return config;
}
