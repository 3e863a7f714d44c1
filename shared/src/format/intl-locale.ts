// The locale to hand to `Intl` for a page's locale. A browser whose ICU data lacks a language formats it as its own
// default: Debian's Chromium has no Galician data, so a Galician page read "€505.25" and English month names. Such a
// locale of Spain is formatted as Spanish, whose numbers, currency and dates it shares ("505,25 €"); a locale the
// browser has is used as it is.

/** Kept per locale: a `supportedLocalesOf` at every number of a table would cost a phone's CPU. */
const resolved = new Map<string, string>();

type LocalesOf = (locales: string[]) => string[];

/** Whether `format` has `locale`'s data; a stand-in without `supportedLocalesOf` (a test's spy) supports every one. */
function supports(format: { supportedLocalesOf?: LocalesOf }, locale: string): boolean {
  return format.supportedLocalesOf?.([locale]).length !== 0;
}

export function intlLocale(locale: string): string {
  let answer = resolved.get(locale);
  if (answer === undefined) {
    const supported = supports(Intl.NumberFormat, locale) && supports(Intl.DateTimeFormat, locale);
    answer = supported || !/-ES$/i.test(locale) ? locale : 'es-ES';
    resolved.set(locale, answer);
  }
  return answer;
}
