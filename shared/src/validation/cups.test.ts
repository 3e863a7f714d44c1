import { cupsCheckLetters, isValidCups, normalizeCups } from './cups';

// Reference vectors from python-stdnum's stdnum/es/cups.py documentation.
describe('CUPS', () => {
  it('computes the two check letters from the 16 digits mod 529', () => {
    expect(cupsCheckLetters('1234123456789012')).toBe('JY');
    expect(cupsCheckLetters('0291000000000001')).toBe('DN');
  });

  it.each([
    'ES1234123456789012JY',
    'ES1234123456789012JY1F',
    'ES0291000000000001DN0F',
    'ES0291000000000001DN9Z',
  ])('accepts %s (20 characters, or 22 with a border point)', (cups) => expect(isValidCups(cups)).toBe(true));

  it.each([
    ['ES1234123456789012XY', 'wrong check letters'],
    ['ES1234123456789012JY1T', 'T is not a border-point type'],
    ['ES1234123456789012JYXF', 'the border point number is not a digit'],
    ['GB1234123456789012JY', 'not ES'],
    ['ES123412345678901JY', 'too short'],
    ['ES1234123456789012JY1F2', 'too long'],
    ['ES1234123456789012JY1', '21 characters: a border point is a digit and a letter'],
    ['ES0291000000000001DN0', '21 characters: a border point is a digit and a letter'],
    ['ES1234123456789012JY12', 'two digits as border point'],
    ['ES1234123456789012JYF', 'a border-point type without its digit'],
    ['ES12X4123456789012JY', 'a letter among the digits'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cups) => expect(isValidCups(cups)).toBe(false));

  it('normalises as the spec says: spaces removed, letter O to zero, upper case', () => {
    expect(normalizeCups(' es 1234 1234 5678 9O12 jy ')).toBe('ES1234123456789012JY');
    expect(isValidCups('es 0291 OOOO OOOO OOO1 dn 0f')).toBe(true);
  });

  it('rejects what is not a string', () => {
    expect(isValidCups(undefined)).toBe(false);
    expect(isValidCups(null)).toBe(false);
  });
});
