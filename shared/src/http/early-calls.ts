// A route's first calls, started by the shell as soon as the brand is known, beside the page's code instead of after
// its first render (decision 009; the route catalogue's `firstCalls`). Each answer is parked under exactly
// what was asked (path, versions, search, the session's headers, the token as the session it names) and handed once to the first `api.get` that asks for
// the same; nothing else ever reads it. A failed early call is handed over only when asking again would get the same
// answer (a 400, 403 or 404); otherwise the page asks itself (its 401 token_expired is reported all the same, by the
// client: issue 43 item 1).
import { type ApiVersion, DEFAULT_API_VERSION } from './config';
import { isReadOnlyToken, userIdOf } from './jwt-payload';

/** One GET of the API, as the page's own `api.get(path, { version | versions, searchParams })` will ask for it. */
export interface ApiCall {
  path: string;
  version?: ApiVersion;
  versions?: readonly ApiVersion[];
  searchParams?: Readonly<Record<string, string | number | boolean>>;
}

/** How long an answer waits for its page: a page asks within its first render, far sooner. */
export const EARLY_CALL_KEPT_MS = 30_000;

/** Answers waiting for their page, by key; a failed one leaves at once, so that only answers on their way wait. */
const parked = new Map<string, Promise<unknown>>();

type SearchInput =
  | ApiCall['searchParams']
  | URLSearchParams
  | string
  | readonly (readonly [string, string])[];

/** What a GET asks for, as a route declares it or as `api.get` receives it (its other options do not count). */
type AskedFor = Pick<ApiCall, 'path' | 'version' | 'versions'> & { searchParams?: unknown };

/** The parking key of a GET: its path, its versions in order, its search (sorted) and the headers it is sent with. */
export function earlyCallKey(
  { path, version, versions, searchParams }: AskedFor,
  headers: Readonly<Record<string, string>>,
): string {
  const search = toSearch(searchParams as SearchInput);
  search.sort();
  return JSON.stringify([
    path.replace(/^\/+/, ''),
    versions ?? [version ?? DEFAULT_API_VERSION],
    search.toString(),
    // Code-point order, not `localeCompare`: the same in every locale, and no collator built during the page's start
    // (the first `localeCompare` loads one: ~30 ms of a phone's CPU, decision 009).
    Object.entries(headers)
      .map(([name, value]): [string, string] => [name, name === 'Authorization' ? sessionOf(value) : value])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);
}

/**
 * The session an `Authorization` header names: its user and whether it is read-only, when the token is a JWT that says
 * so; else the header itself. A renewal replaces the token while the page's code is still arriving (the renewal waits
 * only for the first screen to settle), and the renewed token names the same session: its answer is the page's.
 */
function sessionOf(authorization: string): string {
  const token = authorization.replace(/^Bearer /, '');
  const user = userIdOf(token);
  return user === undefined ? authorization : JSON.stringify(['session', user, isReadOnlyToken(token)]);
}

function toSearch(input: SearchInput): URLSearchParams {
  if (input === undefined) return new URLSearchParams();
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input);
  if (Array.isArray(input)) return new URLSearchParams(input as [string, string][]);
  return new URLSearchParams(
    Object.entries(input as Record<string, string | number | boolean>).map(([k, v]) => [k, String(v)]),
  );
}

/**
 * Parks `answer` under `key` (unless one is there) until it is taken, fails, or {@link EARLY_CALL_KEPT_MS} pass. A
 * failure that `isFinal` says the page would get again (a 404: the contract is not the customer's) stays parked for
 * the page, which would otherwise ask again for the same answer.
 */
export function parkEarlyCall(
  key: string,
  answer: Promise<unknown>,
  isFinal: (error: unknown) => boolean = () => false,
): void {
  if (parked.has(key)) return;
  parked.set(key, answer);
  const leave = () => {
    if (parked.get(key) === answer) parked.delete(key);
  };
  answer.catch((error: unknown) => {
    if (!isFinal(error)) leave();
  });
  setTimeout(leave, EARLY_CALL_KEPT_MS);
}

/**
 * The parked answer for `key`, once; undefined when none is parked (or it already failed, but for a final failure).
 * An answer that fails after being taken is still the taker's: `api.get` then asks again itself unless the failure
 * is final.
 */
export function takeEarlyCall(key: string): Promise<unknown> | undefined {
  const answer = parked.get(key);
  parked.delete(key);
  return answer;
}

/** Whether any answer is parked (so that `api.get` builds no key in the usual case). */
export function hasEarlyCalls(): boolean {
  return parked.size > 0;
}

/** For tests: forgets every parked answer. */
export function resetEarlyCalls(): void {
  parked.clear();
}
