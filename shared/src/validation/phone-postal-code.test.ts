import { isValidPhone, toE164 } from './phone';
import { isValidPostalCode } from './postal-code';

describe('phone', () => {
  it('reads national numbers as Spanish by default', () => {
    expect(isValidPhone('612345678')).toBe(true);
    expect(isValidPhone('912 34 56 78')).toBe(true);
    expect(isValidPhone('+34 612 345 678')).toBe(true);
    expect(toE164('612 345 678')).toBe('+34612345678');
  });

  it('takes international numbers and another default country', () => {
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhone('06 12 34 56 78')).toBe(false);
  });

  it('rejects short or malformed numbers', () => {
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('abcdefghi')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('postal code', () => {
  it('is exactly 5 digits of a Spanish province', () => {
    expect(isValidPostalCode('08001')).toBe(true);
    expect(isValidPostalCode('52001')).toBe(true);
    expect(isValidPostalCode('8001')).toBe(false);
    expect(isValidPostalCode('080011')).toBe(false);
    expect(isValidPostalCode('53001')).toBe(false);
    expect(isValidPostalCode('00001')).toBe(false);
    expect(isValidPostalCode('ABCDE')).toBe(false);
  });
});
