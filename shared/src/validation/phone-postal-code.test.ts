import { expectVerdicts } from '@portal/shared/testing';
import { isValidPhone, toE164 } from './phone';
import { isValidPostalCode } from './postal-code';

describe('phone', () => {
  it('reads national numbers as Spanish by default', () => {
    expectVerdicts(isValidPhone, { accepts: ['612345678', '912 34 56 78', '+34 612 345 678'], refuses: [] });
    expect(toE164('612 345 678')).toBe('+34612345678');
  });

  it('takes international numbers and another default country', () => {
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('06 12 34 56 78', 'FR')).toBe(true);
    expect(isValidPhone('06 12 34 56 78')).toBe(false);
  });

  it('rejects short or malformed numbers', () => {
    expectVerdicts(isValidPhone, { accepts: [], refuses: ['123', 'abcdefghi', '', undefined] });
  });
});

describe('postal code', () => {
  it('is exactly 5 digits of a Spanish province', () => {
    expectVerdicts(isValidPostalCode, {
      accepts: ['08001', '52001'],
      refuses: ['8001', '080011', '53001', '00001', 'ABCDE'],
    });
  });
});
