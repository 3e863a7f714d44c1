// The one HTTP client (ky): versioned API paths with fallback, the token header, GET retries on network errors and
// 5xx, typed errors. A 401 `token_expired` emits session:expired on the bus; it never redirects or shows UI.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import { DEFAULT_API_VERSION, type ApiVersion, httpConfig } from './config';
import { HttpError, NetworkError, httpErrorFrom } from './errors';

export type Json = Record<string, unknown> | unknown[];
export interface RequestOptions {
  /** The API version to call; defaults to DEFAULT_API_VERSION. */
  version?: ApiVersion;
  /** Versions to try in order, where the spec gives both (e.g. `[2, 1]`: a failure on v2 retries on v1). */
  versions?: readonly ApiVersion[];
  searchParams?: Options['searchParams'];
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const RETRY: Options['retry'] = {
  limit: 2,
  methods: ['get'],
  statusCodes: [500, 502, 503, 504],
  backoffLimit: 2000,
};

/** The headers of every API call: the session's token (if any), the brand and the language. */
export function portalHeaders(): Record<string, string> {
  // The token cookie is the session's source of truth (the auth store mirrors it).
  const token = Cookies.get('token');
  const { brand, locale } = httpConfig();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'X-Brand': brand,
    'Accept-Language': locale,
  };
}

/** A 401 `token_expired` tells the shell (session:expired on the bus); it never redirects or shows UI here. */
export function reportExpiredSession(error: HttpError): HttpError {
  if (error.status === 401 && error.message === 'token_expired')
    bus.emit('session:expired', { source: 'http' });
  return error;
}

function baseClient(): KyInstance {
  return ky.create({
    timeout: 30_000,
    retry: RETRY,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(portalHeaders())) {
            if (name !== 'Authorization' || !request.headers.has(name)) request.headers.set(name, value);
          }
        },
      ],
    },
  });
}

let client: KyInstance | undefined;
function http(): KyInstance {
  client ??= baseClient();
  return client;
}

async function toTypedError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError) {
    return reportExpiredSession(await httpErrorFrom(error.response));
  }
  if (error instanceof HttpError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new NetworkError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '');
}

export function apiUrl(path: string, version: ApiVersion = DEFAULT_API_VERSION): string {
  return `${httpConfig().apiBase}/v${version}/${trimSlashes(path)}`;
}

export function authUrl(path: string): string {
  return `${httpConfig().authBase}/${trimSlashes(path)}`;
}

async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
  try {
    return await http()(url, {
      method,
      searchParams: options.searchParams,
      json: options.json,
      body: options.body,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    throw await toTypedError(error);
  }
}

/** Statuses that say "this version of the call does not exist here". */
const VERSION_MISSING = new Set([404, 405, 410, 501]);

/**
 * Whether a failure means the version is not served, so the next lower version is tried. An answer about the
 * request itself (400 field errors, 401, 403, 406, 409) is final. A server error or no answer falls back only for a
 * GET: a mutation that may have been carried out must never be sent twice.
 */
function versionUnavailable(method: string, error: unknown): boolean {
  if (error instanceof HttpError) {
    if (VERSION_MISSING.has(error.status)) return true;
    return method === 'get' && error.status >= 500;
  }
  return method === 'get' && error instanceof NetworkError;
}

/** Calls each version in turn, falling back one version lower when a version is not served (see above). */
async function sendVersioned(method: string, path: string, options: RequestOptions): Promise<Response> {
  const versions = options.versions ?? [options.version ?? DEFAULT_API_VERSION];
  let lastError: unknown;
  for (const [index, version] of versions.entries()) {
    try {
      return await send(method, apiUrl(path, version), options);
    } catch (error) {
      lastError = error;
      const isLast = index === versions.length - 1;
      if (isLast || !versionUnavailable(method, error)) throw error;
    }
  }
  throw lastError;
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await sendVersioned('get', path, options)),
  post: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await sendVersioned('post', path, options)),
  put: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await sendVersioned('put', path, options)),
  patch: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await sendVersioned('patch', path, options)),
  delete: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await sendVersioned('delete', path, options)),
  /** The raw response, for files. */
  raw: (method: string, path: string, options: RequestOptions = {}) => sendVersioned(method, path, options),
};

/** Calls under the auth path `{auth}` (get_token, user/, recover, ...). */
export const authApi = {
  post: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await send('post', authUrl(path), options)),
  get: async <T>(path: string, options: RequestOptions = {}) =>
    parse<T>(await send('get', authUrl(path), options)),
};
