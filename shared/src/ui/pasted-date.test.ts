import { parsePastedDate } from './pasted-date';

describe('parsePastedDate', () => {
  // customer-area §9: "dates shown DD/MM/YYYY and sent YYYY-MM-DD": a date copied as the portal shows it is taken.
  it.each([
    ['24/11/2026', '2026-11-24'],
    ['1/2/2026', '2026-02-01'],
    ['24-11-2026', '2026-11-24'],
    ['24.11.2026', '2026-11-24'],
    [' 2026-11-24 ', '2026-11-24'],
    ['24/11/2026 10:15', '2026-11-24'],
  ])('reads %p as %p in a date field', (text, value) => {
    expect(parsePastedDate(text, false)).toBe(value);
  });

  it.each([
    ['24/11/2026 10:15', '2026-11-24T10:15'],
    ['24/11/2026, 9:45:00', '2026-11-24T09:45'],
    ['2026-11-24T23:45', '2026-11-24T23:45'],
    ['2026-11-24 23:45:00', '2026-11-24T23:45'],
    ['24/11/2026', '2026-11-24T00:00'],
  ])('reads %p as %p in a date and time field', (text, value) => {
    expect(parsePastedDate(text, true)).toBe(value);
  });

  it.each([
    '31/02/2026',
    '00/11/2026',
    '24/13/2026',
    '24/11/26',
    '2026/11/24',
    'tomorrow',
    '',
    '24/11/2026 24:00',
  ])('refuses %p', (text) => {
    expect(parsePastedDate(text, true)).toBeUndefined();
  });
});
