// A browser without a language's formatting data (Debian's Chromium has no Galician) formatted a Galician page's
// amounts as its default, English: "€505.25". A locale of Spain it lacks is formatted as Spanish.
import { formatEuro, formatNumber } from './format';
import { intlLocale } from './intl-locale';

/** As such a browser answers: no number or date formats for Galician or Basque. */
function withoutLanguages(...missing: string[]): void {
  const lacks = (locales: Intl.LocalesArgument) =>
    [locales ?? []]
      .flat()
      .map(String)
      .filter((locale) => !missing.some((m) => locale.startsWith(m)));
  const numbers = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
  const dates = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
  jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((l) => numbers(lacks(l)));
  jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((l) => dates(lacks(l)));
}

afterEach(() => jest.restoreAllMocks());

describe('intlLocale', () => {
  it('formats a locale of Spain the browser lacks as Spanish, and any other as asked', () => {
    withoutLanguages('gl', 'eu', 'pt');
    expect(intlLocale('gl-ES')).toBe('es-ES');
    expect(intlLocale('eu-ES')).toBe('es-ES');
    expect(intlLocale('ca-ES')).toBe('ca-ES');
    expect(intlLocale('de-DE')).toBe('de-DE');
    expect(intlLocale('pt-PT')).toBe('pt-PT');
    expect(formatEuro(505.25, 'gl-ES')).toBe('505,25\u00a0€');
    expect(formatNumber(5256, 0, 'gl-ES')).toBe('5256');
  });
});
