// The `lang` cookie and the locale a visit starts with, without Lingui or a cookie library: what the shell's static
// first paint (it runs before the portal's JavaScript, decision 009) and `initialLocale` both decide the same way.
// Constants only (no state to duplicate, decision 001's concern): the file itself, not `@portal/shared/api-types`,
// whose settings defaults would follow it into the first paint's script.
// eslint-disable-next-line no-restricted-imports
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../api-types/locales';

export { LOCALES, type Locale };

export const LANG_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The `lang` cookie's value in a `document.cookie` string. */
export function langCookie(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LANG_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The locale to start with: the `lang` cookie's, else es-ES, else the brand's first, among those offered. */
export function startLocale(cookie: string | undefined, offered: readonly Locale[]): Locale {
  if (isLocale(cookie) && offered.includes(cookie)) return cookie;
  if (offered.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return offered[0] ?? DEFAULT_LOCALE;
}
