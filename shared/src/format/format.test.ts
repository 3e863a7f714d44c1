import { DateTime } from 'luxon';
import { activateLocale, sharedCatalogsRegistered } from '@portal/shared/i18n';
import {
  formatDate,
  formatDateTime,
  parseDisplayDate,
  PORTAL_TIME_ZONE,
  toApiDate,
} from '@portal/shared/dates';
import {
  formatBars,
  formatDecimal,
  formatEuro,
  formatEuroPerMwh,
  formatKw,
  formatUnitPrice,
  formatKwh,
  formatNumber,
  formatPercent,
  formatSupportHours,
} from './format';

/** Intl separates the number and its unit with a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// customer-area §9: "currency euro; energy kWh; power kW …; gas pressure in bars. Amounts shown with 2 decimals;
// dates shown DD/MM/YYYY and sent YYYY-MM-DD."
describe('formatters', () => {
  // customer-area §3 "Virtual battery … Percentages are rounded to integers": a battery's share in the locale's own
  // percent form, not a hand-written "45 %" (issue 43 item 8).
  it('shows percentages given in points in the locale', () => {
    expect(plain(formatPercent(45, 0, 'es-ES'))).toBe('45 %');
    expect(formatPercent(45, 0, 'en-US')).toBe('45%');
    expect(plain(formatPercent(100, 0, 'de-DE'))).toBe('100 %');
    expect(plain(formatPercent(7, 0, 'fr-FR'))).toBe('7 %');
    expect(plain(formatPercent(12.5, 1, 'ca-ES'))).toBe('12,5 %');
    expect(formatPercent(33.4, 0, 'en-US')).toBe('33%');
  });

  it('shows euros with 2 decimals in the locale', () => {
    expect(plain(formatEuro(1234.5, 'es-ES'))).toBe('1234,50 €');
    expect(plain(formatEuro(12345.678, 'es-ES'))).toBe('12.345,68 €');
    expect(formatEuro(1234.5, 'en-US')).toBe('€1,234.50');
    expect(plain(formatEuro(0, 'de-DE'))).toBe('0,00 €');
  });

  it('shows a unit price with the decimals it has (2 to 6)', () => {
    expect(plain(formatUnitPrice(0.0863, 6, 'es-ES'))).toBe('0,0863 €');
    expect(formatUnitPrice(0.149, 6, 'en-US')).toBe('€0.149');
    expect(plain(formatUnitPrice(0.18, 6, 'de-DE'))).toBe('0,18 €');
    expect(plain(formatUnitPrice(0.12345678, 6, 'fr-FR'))).toBe('0,123457 €');
  });

  it('shows kWh, kW and bar', () => {
    expect(plain(formatKwh(12345, 0, 'es-ES'))).toBe('12.345 kWh');
    expect(plain(formatKwh(12.5, 2, 'en-US'))).toBe('12.50 kWh');
    expect(plain(formatKw(3.45, 3, 'es-ES'))).toBe('3,45 kW');
    expect(plain(formatKw(4.4, 3, 'en-US'))).toBe('4.4 kW');
    expect(plain(formatBars(1.5, 2, 'es-ES'))).toBe('1,50 bar');
    expect(plain(formatEuroPerMwh(65.4, 'es-ES'))).toBe('65,40 €/MWh');
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31T23:00:00')).toBe('31/12/2024');
    expect(formatDate(new Date(2024, 0, 9))).toBe('09/01/2024');
    expect(formatDate('not a date')).toBe('');
    // A plain day is read without a DateTime; an impossible one is still no date.
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2025-02-29')).toBe('');
    expect(formatDate('2025-13-01')).toBe('');
    expect(formatDate('0099-01-31')).toBe('31/01/0099');
    expect(formatDate(undefined)).toBe('');
  });

  // Issue 43 item 8: a chart's axis showed 1200.00 beside a table's 1122,992, the maintenance window 28/11/26, 5:00.
  it('shows numbers with fixed decimals in the locale', () => {
    expect(formatNumber(1122.992, 3, 'es-ES')).toBe('1122,992');
    expect(formatNumber(11229.92, 2, 'es-ES')).toBe('11.229,92');
    expect(formatNumber(1200, 2, 'en-US')).toBe('1,200.00');
    expect(formatNumber(1200, 2, 'de-DE')).toBe('1.200,00');
    expect(formatNumber(0.5, 0, 'fr-FR')).toBe('1');
  });

  it('shows date-times as DD/MM/YYYY HH:mm on a 24-hour clock, in every locale', () => {
    expect(formatDateTime('2026-11-28T05:00')).toBe('28/11/2026 05:00');
    expect(formatDateTime('2026-11-28T17:30:59')).toBe('28/11/2026 17:30');
    expect(formatDateTime(new Date(2026, 0, 9, 8, 5))).toBe('09/01/2026 08:05');
    // An instant is shown in Madrid's time (issue 45 item 2), not the browser's: 10:15 UTC is 11:15 in November.
    expect(formatDateTime('2026-11-20T10:15:00.000Z')).toBe('20/11/2026 11:15');
    expect(formatDateTime('28/11/26, 5:00')).toBe('');
    expect(formatDateTime('2025-02-29T10:00')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  // customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year"; the setting says "8-17h, 365" (issue 43
  // item 9: the raw setting was shown).
  it('words the support hours as the spec does, in each locale', async () => {
    await sharedCatalogsRegistered;
    const shown: Record<string, string> = {};
    for (const locale of ['en-US', 'es-ES', 'ca-ES', 'gl-ES', 'fr-FR', 'de-DE'] as const) {
      await activateLocale(locale);
      shown[locale] = formatSupportHours('8-17h, 365');
    }
    expect(shown).toEqual({
      'en-US': '8 to 17 h, 365 days a year',
      'es-ES': 'de 8 a 17 h, los 365 días del año',
      'ca-ES': "de 8 a 17 h, els 365 dies de l'any",
      'gl-ES': 'de 8 a 17 h, os 365 días do ano',
      'fr-FR': 'de 8 h à 17 h, 365 jours par an',
      'de-DE': '8 bis 17 Uhr, an 365 Tagen im Jahr',
    });
    await activateLocale('en-US');
    expect(formatSupportHours(' 9 - 14 h , 250 ')).toBe('9 to 14 h, 250 days a year');
    // Another form is shown as written; none is nothing.
    expect(formatSupportHours('L-V 9:00-18:00')).toBe('L-V 9:00-18:00');
    expect(formatSupportHours(undefined)).toBe('');
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2024, 2, 5))).toBe('2024-03-05');
    expect(toApiDate('2024-03-05T10:00:00')).toBe('2024-03-05');
    expect(toApiDate('31/12/2024')).toBeUndefined();
    expect(toApiDate(null)).toBeUndefined();
  });

  it('reads a DD/MM/YYYY input into the API format', () => {
    expect(parseDisplayDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDisplayDate(' 31/12/2024 ')).toBe('2024-12-31');
    expect(parseDisplayDate('31/02/2024')).toBeUndefined();
    expect(parseDisplayDate('2024-03-05')).toBeUndefined();
  });
});

// The formatters read dates through luxon (issue 45 item 2), in Europe/Madrid; what they show and send is what
// luxon's `DateTime.fromISO` (in Madrid) and `fromFormat` give, for the forms the API sends.
describe('dates read as luxon read them', () => {
  const isoInputs = [
    '2024-03-05',
    '2024-02-29',
    '2025-02-29',
    '2024-04-31',
    '2025-13-01',
    '2025-00-10',
    '0099-01-31',
    '0000-01-01',
    '2024',
    '2024-03',
    '20240305',
    '2024-03-05T10',
    '2024-03-05T10:15',
    '2024-03-05T10:15:30',
    '2024-03-05T10:15:30.123',
    '2024-03-05T10:15:30,5',
    '2024-03-05t101530',
    '2024-12-31T23:00:00',
    '2024-12-31T23:30:00Z',
    '2024-12-31T23:30:00z',
    '2024-01-01T00:30:00+02:00',
    '2024-01-01T00:30:00-0530',
    '2024-01-01T22:30:00-11',
    '2024-06-30T24:00:00',
    '2024-06-30T24:00:01',
    '2024-06-30T25:00:00',
    '2024-06-30T10:60:00',
    '2024-06-30T10:00:60',
    '2024-03-05 10:15:30',
    '05/03/2024',
    'not a date',
    '',
  ];

  it.each(isoInputs)('shows and sends %j as luxon did', (input) => {
    const date = DateTime.fromISO(input, { zone: PORTAL_TIME_ZONE });
    expect(formatDate(input)).toBe(input && date.isValid ? date.toFormat('dd/MM/yyyy') : '');
    expect(toApiDate(input)).toBe(input && date.isValid ? date.toISODate() : undefined);
  });

  it.each([
    '05/03/2024',
    ' 31/12/2024 ',
    '29/02/2024',
    '29/02/2025',
    '31/04/2024',
    '00/01/2024',
    '01/13/2024',
    '5/3/2024',
    '05/03/24',
    '05-03-2024',
    '2024-03-05',
    '05/03/2024x',
    '',
  ])('reads the typed %j as luxon did', (input) => {
    const date = DateTime.fromFormat(input.trim(), 'dd/MM/yyyy');
    expect(parseDisplayDate(input)).toBe(date.isValid ? date.toISODate() : undefined);
  });

  it('reads a JavaScript Date and a luxon DateTime by their local day', () => {
    const late = new Date(2024, 11, 31, 23, 59);
    expect(formatDate(late)).toBe('31/12/2024');
    expect(toApiDate(late)).toBe('2024-12-31');
    expect(formatDate(DateTime.fromObject({ year: 2024, month: 3, day: 5, hour: 1 }))).toBe('05/03/2024');
    expect(toApiDate(DateTime.fromObject({ year: 2024, month: 3, day: 5 }))).toBe('2024-03-05');
    expect(formatDate(DateTime.invalid('no reason'))).toBe('');
    expect(toApiDate(new Date(Number.NaN))).toBeUndefined();
  });

  it('leaves the forms luxon read but the API never sends as no date', () => {
    // week date, ordinal date, six-digit year, IANA zone
    for (const input of ['2024-W10-2', '2024-065', '+002024-03-05', '2024-03-05T10:00[Europe/Madrid]']) {
      expect(formatDate(input)).toBe('');
      expect(toApiDate(input)).toBeUndefined();
    }
  });
});

describe('formatDecimal', () => {
  it('keeps up to the decimals asked, trailing zeros dropped, in the locale', () => {
    expect(formatDecimal(0.0863, 6, 'es-ES')).toBe('0,0863');
    expect(formatDecimal(15, 2, 'en-US')).toBe('15');
    expect(formatDecimal(14.999, 2, 'en-US')).toBe('15');
    expect(formatDecimal(1.25, 2, 'de-DE')).toBe('1,25');
  });
});
