// Paths of catalogue routes in a locale, and the reverse: which route (and locale) a path belongs to.
import { type Locale, LOCALES } from '@portal/shared/api-types';
import { currentLocale } from '@portal/shared/i18n';
import { ROUTE_KEYS, ROUTES, type RouteKey } from './catalogue';

export type RouteParams = Record<string, string | number | undefined>;

/** The path of `key` in `locale` (default: the current one), with its parameters filled in. */
export function pathTo(key: RouteKey, params: RouteParams = {}, locale: Locale = currentLocale()): string {
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

function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
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

function staticSegments(pattern: string): number {
  return pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
}

/**
 * The route a path belongs to. Static segments win over parameters (as in the router); among locales, `preferred`
 * wins where the same path exists in several.
 */
export function matchRoute(pathname: string, preferred: Locale = currentLocale()): RouteMatch | undefined {
  let best: (RouteMatch & { score: number }) | undefined;
  const order = [preferred, ...LOCALES.filter((l) => l !== preferred)];
  for (const key of ROUTE_KEYS) {
    for (const locale of order) {
      const pattern = ROUTES[key].paths[locale];
      const params = matchPattern(pattern, pathname);
      if (!params) continue;
      const score = staticSegments(pattern) * 10 + (locale === preferred ? 1 : 0);
      if (!best || score > best.score) best = { key, locale, params, score };
    }
  }
  if (!best) return undefined;
  const { score: _score, ...match } = best;
  return match;
}

/** The same page's path in another locale (for the language selector); the root when it is not a catalogue route. */
export function translatePath(pathname: string, from: Locale, to: Locale): string {
  const match = matchRoute(pathname, from);
  return match ? pathTo(match.key, match.params, to) : '/';
}
