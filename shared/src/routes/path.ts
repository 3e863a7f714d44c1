// Paths of catalogue routes in a locale, and the reverse: which route (and locale) a path belongs to.
import { type Locale, LOCALES } from '@portal/shared/api-types';
import { currentLocale } from '@portal/shared/i18n';
import { ROUTE_KEYS, ROUTES, type RouteKey } from './catalogue';

export type RouteParams = Record<string, string | number | undefined>;

/** The parameter names of a path pattern: '/contratos/:contractType/:contractName' → 'contractType' | 'contractName'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters route `K` needs, typed from its catalogue path. */
export type RouteParamsOf<K extends RouteKey> = {
  [N in PathParamNames<(typeof ROUTES)[K]['paths']['es-ES']>]: string | number;
};

/** The arguments after the key: the parameters are required exactly when the route has some. */
export type PathToArgs<K extends RouteKey> = [PathParamNames<(typeof ROUTES)[K]['paths']['es-ES']>] extends [
  never,
]
  ? [params?: Record<string, never>, locale?: Locale]
  : [params: RouteParamsOf<K>, locale?: Locale];

/**
 * The path of `key` in `locale` (default: the current one), with its parameters filled in. Typed: a route with
 * parameters does not compile without them (`pathTo('contractDetail', { contractType, contractName })`).
 */
export function pathTo<K extends RouteKey>(key: K, ...[params, locale]: PathToArgs<K>): string {
  return pathToRoute(key, params ?? {}, locale);
}

/** `pathTo` for a key known only at run time (a matched route, a menu entry); throws on a missing parameter. */
export function pathToRoute(
  key: RouteKey,
  params: RouteParams = {},
  locale: Locale = currentLocale(),
): string {
  const pattern = ROUTES[key].paths[locale];
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`pathTo(${key}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  params: Record<string, string>;
}

interface CompiledPattern {
  key: RouteKey;
  locale: Locale;
  parts: string[];
  /** Static segments win over parameters (as in the router). */
  staticCount: number;
}

let compiled: CompiledPattern[] | undefined;

/** Every catalogue path split once (the layout and the start match the location on each render). */
function compiledPatterns(): CompiledPattern[] {
  return (compiled ??= ROUTE_KEYS.flatMap((key) =>
    LOCALES.map((locale) => {
      const parts = ROUTES[key].paths[locale].split('/').filter(Boolean);
      return { key, locale, parts, staticCount: parts.filter((part) => !part.startsWith(':')).length };
    }),
  ));
}

function matchParts(
  patternParts: readonly string[],
  pathParts: readonly string[],
): Record<string, string> | undefined {
  if (patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) {
      // A malformed escape (`%E0%A4%A`) matches no route (the not-found page), never a crash.
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (part !== actual) return undefined;
  }
  return params;
}

const MATCH_CACHE_SIZE = 32;
const matches = new Map<string, RouteMatch | undefined>();

/**
 * The route a path belongs to. Static segments win over parameters (as in the router); among locales, `preferred`
 * wins where the same path exists in several. Remembered per path and locale (the catalogue does not change).
 */
export function matchRoute(pathname: string, preferred: Locale = currentLocale()): RouteMatch | undefined {
  const cacheKey = `${preferred} ${pathname}`;
  if (!matches.has(cacheKey)) {
    if (matches.size >= MATCH_CACHE_SIZE) matches.clear();
    matches.set(cacheKey, findRoute(pathname, preferred));
  }
  const match = matches.get(cacheKey);
  return match && { ...match, params: { ...match.params } };
}

function findRoute(pathname: string, preferred: Locale): RouteMatch | undefined {
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let best: (RouteMatch & { score: number }) | undefined;
  for (const { key, locale, parts, staticCount } of compiledPatterns()) {
    if (parts.length !== pathParts.length) continue;
    const score = staticCount * 10 + (locale === preferred ? 1 : 0);
    if (best && score <= best.score) continue;
    const params = matchParts(parts, pathParts);
    if (params) best = { key, locale, params, score };
  }
  if (!best) return undefined;
  const { score: _score, ...match } = best;
  return match;
}

/** The same page's path in another locale (for the language selector); the root when it is not a catalogue route. */
export function translatePath(pathname: string, from: Locale, to: Locale): string {
  const match = matchRoute(pathname, from);
  return match ? pathToRoute(match.key, match.params, to) : '/';
}
