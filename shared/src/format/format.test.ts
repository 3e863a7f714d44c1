import {
  formatBars,
  formatDate,
  formatEuro,
  formatEuroPerMwh,
  formatKw,
  formatKwh,
  parseDisplayDate,
  toApiDate,
} from './format';

/** Intl separates the number and its unit with a no-break space: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// customer-area §9: "currency euro; energy kWh; power kW …; gas pressure in bars. Amounts shown with 2 decimals;
// dates shown DD/MM/YYYY and sent YYYY-MM-DD."
describe('formatters', () => {
  it('shows euros with 2 decimals in the locale', () => {
    expect(plain(formatEuro(1234.5, 'es-ES'))).toBe('1234,50 €');
    expect(plain(formatEuro(12345.678, 'es-ES'))).toBe('12.345,68 €');
    expect(formatEuro(1234.5, 'en-US')).toBe('€1,234.50');
    expect(plain(formatEuro(0, 'de-DE'))).toBe('0,00 €');
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
