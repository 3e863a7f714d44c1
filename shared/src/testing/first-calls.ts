// For a remote's page test: the first calls the remote publishes for an address (its `src/first-calls.ts`, decision
// 009), started the way the shell starts them, and the API GETs the page then really sends. A page that asks for its data differently
// from what its route declares sends its own call beside the early one, which the comparison shows.
import type { SetupServerApi } from 'msw/node';
import { type ApiCall, apiUrl, startEarlyCall } from '@portal/shared/http';
import { currentLocale } from '@portal/shared/i18n';
import {
  type FirstCallDeclarations,
  firstCallsOf,
  matchRoute,
  ROUTE_KEYS,
  type RouteKey,
  routeDefinition,
} from '@portal/shared/routes';
import { type RemoteName, settingsStore } from '@portal/shared/settings';

/** A GET as `path?sorted search`, the way both sides are compared. */
function normalized(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.sort();
  return `${url.pathname}?${search.toString()}`;
}

function callUrl(call: ApiCall): string {
  const url = new URL(apiUrl(call.path, call.versions?.[0] ?? call.version), 'http://localhost');
  for (const [name, value] of Object.entries(call.searchParams ?? {}))
    url.searchParams.set(name, String(value));
  return normalized(url);
}

/**
 * Starts the first calls `declarations` (a remote's published first calls) give for `address` (path and search),
 * with the settings, flags and locale of the moment and a session, as the shell does once the brand is known.
 * Returns them as `path?search`.
 */
export function startRouteFirstCalls(address: string, declarations: unknown): string[] {
  const url = new URL(address, 'http://localhost');
  const match = matchRoute(url.pathname);
  if (!match) throw new Error(`No catalogue route for ${address}`);
  const { settings, flags } = settingsStore.getState();
  const calls = firstCallsOf(declarations, match.key, {
    settings,
    flags,
    params: match.params,
    search: url.searchParams,
    locale: currentLocale(),
    signedIn: true,
  });
  for (const call of calls) startEarlyCall(call);
  return calls.map(callUrl);
}

/** Call at a test file's top level: every GET `server` is sent in each test, as `path?search` (sorted). */
export function recordApiGets(server: SetupServerApi): string[] {
  const gets: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') gets.push(normalized(new URL(request.url)));
  };
  beforeAll(() => server.events.on('request:start', listener));
  beforeEach(() => {
    gets.length = 0;
  });
  afterAll(() => server.events.removeListener('request:start', listener));
  return gets;
}

/**
 * The GETs of `gets` to the endpoints of `declared` (whatever their API version: a page that asks another version
 * shows too), sorted: equal to `declared` sorted when the page took every early answer and asked nothing beside them.
 */
export function getsToSameEndpoints(gets: readonly string[], declared: readonly string[]): string[] {
  const endpoint = (url: string) => (url.split('?')[0] ?? url).replace(/\/v\d+\//, '/');
  const endpoints = new Set(declared.map(endpoint));
  return gets.filter((url) => endpoints.has(endpoint(url))).sort();
}

/**
 * For a remote's contract test: what is wrong with the first calls it publishes (its `src/first-calls.ts`): a key
 * that is not a catalogue route, or a route another remote renders. Empty when they hold.
 */
export function firstCallsContractProblems(
  remote: RemoteName,
  declarations: FirstCallDeclarations,
): string[] {
  return Object.keys(declarations).flatMap((key) => {
    if (!(ROUTE_KEYS as readonly string[]).includes(key)) return [`${key}: not a route of the catalogue`];
    const renderedBy = routeDefinition(key as RouteKey).remote;
    return renderedBy === remote ? [] : [`${key}: rendered by ${renderedBy ?? 'the shell'}, not ${remote}`];
  });
}
