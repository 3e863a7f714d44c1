// The one HTTP client (ky): versioned API paths with fallback, the token header, GET retries on network errors and
// 5xx, typed errors, a time limit on every call (answer body included). A 401 `token_expired` emits session:expired on
// the bus; it never redirects or shows UI.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import { DEFAULT_API_VERSION, type ApiVersion, httpConfig } from './config';
import { type ApiCall, earlyCallKey, hasEarlyCalls, parkEarlyCall, takeEarlyCall } from './early-calls';
import { HttpError, NetworkError, TimeoutError, httpErrorFrom } from './errors';

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

/** The bearer token an `Authorization` header carries. */
export function bearerOf(authorization: string | null | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

/**
 * A 401 `token_expired` tells the shell (session:expired on the bus, with the token the call carried); it never
 * redirects or shows UI here.
 */
export function reportExpiredSession(error: HttpError, token?: string): HttpError {
  if (error.status === 401 && error.message === 'token_expired')
    bus.emit('session:expired', { source: 'http', ...(token ? { token } : {}) });
  return error;
}

function baseClient(): KyInstance {
  return ky.create({
    // The time limit is withTimeLimit's: ky's own covers neither the answer's body nor the version fallback.
    timeout: false,
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

/** Every call reports an expired session, a route's first calls included (issue 43 item 1: "any 401 token_expired,
 * from any call, opens the dialog"); the shell decides whether a session is there to expire. */
async function toTypedError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError)
    return reportExpiredSession(
      await httpErrorFrom(error.response),
      bearerOf(error.request.headers.get('Authorization')),
    );
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
  return method === 'get' && error instanceof NetworkError && !(error instanceof TimeoutError);
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

/**
 * Runs one call (every version tried, the answer read) with a signal that aborts after httpConfig().timeoutMs, or
 * when the caller's own signal aborts. A call that outlives the limit fails with TimeoutError, which the query error
 * states show with their Retry; the caller's own abort stays an AbortError.
 */
async function withTimeLimit<T>(
  options: RequestOptions,
  call: (options: RequestOptions) => Promise<T>,
): Promise<T> {
  const { timeoutMs } = httpConfig();
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new TimeoutError(timeoutMs)), timeoutMs);
  const outer = options.signal;
  const forward = () => limit.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  // Raced as well as passed down: whatever the fetch implementation does with a body it is still reading, the call
  // ends when the limit does.
  const gaveUp = new Promise<never>((_, reject) => {
    limit.signal.addEventListener('abort', () => reject(limit.signal.reason), { once: true });
  });
  gaveUp.catch(() => undefined);
  try {
    return await Promise.race([call({ ...options, signal: limit.signal }), gaveUp]);
  } catch (error) {
    if (limit.signal.reason instanceof TimeoutError) throw limit.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

const versioned =
  (method: string) =>
  <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    withTimeLimit(options, async (limited) => parse<T>(await sendVersioned(method, path, limited)));

/**
 * Whether a failed GET would fail the same way if asked again at once: an answer about the request itself (400, 403,
 * 404, 410…), not a session to renew (401), a wait (408, 429) or the server's trouble (5xx, no answer).
 */
export function failsTheSameAgain(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * Starts one of a route's first calls before its page asks (decision 009): the answer is parked and handed
 * to the page's own `api.get` of exactly the same call (path, versions, search, the session's headers), once. A failure
 * is handed over only when asking again would fail the same way (`failsTheSameAgain`: an unknown contract's 404 was
 * asked twice, v2 and v1 each time); otherwise the page asks again itself. A 401 `token_expired` is reported like any
 * call's, so that the session-expired dialog opens even when the expiry hits this call only (issue 43 item 1).
 */
export function startEarlyCall(call: ApiCall): void {
  const options: RequestOptions = {
    version: call.version,
    versions: call.versions,
    searchParams: call.searchParams,
  };
  parkEarlyCall(
    earlyCallKey(call, portalHeaders()),
    withTimeLimit(options, async (limited) => parse(await sendVersioned('get', call.path, limited))),
    failsTheSameAgain,
  );
}

const fetchGet = versioned('get');

/** A GET, answered by a parked first call of the route when one asked for exactly this (see startEarlyCall). */
function get<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const early = hasEarlyCalls()
    ? takeEarlyCall(earlyCallKey({ path, ...options }, portalHeaders()))
    : undefined;
  if (!early) return fetchGet<T>(path, options);
  return (early as Promise<T>).catch((error: unknown) => {
    if (failsTheSameAgain(error)) throw error;
    return fetchGet<T>(path, options);
  });
}

export const api = {
  get,
  post: versioned('post'),
  put: versioned('put'),
  patch: versioned('patch'),
  delete: versioned('delete'),
  /** The raw response, for files: the time limit covers the call until its headers (the caller reads the body). */
  raw: (method: string, path: string, options: RequestOptions = {}) =>
    withTimeLimit(options, (limited) => sendVersioned(method, path, limited)),
};

const auth =
  (method: string) =>
  <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    withTimeLimit(options, async (limited) => parse<T>(await send(method, authUrl(path), limited)));

/** Calls under the auth path `{auth}` (get_token, user/, recover, ...). */
export const authApi = { post: auth('post'), get: auth('get') };
