import { isCompanyId, isValidCif, isValidDni, isValidNie, isValidNif } from './identity';

describe('Spanish tax ids', () => {
  it('checks the DNI letter', () => {
    expect(isValidDni('54362315K')).toBe(true);
    expect(isValidDni('54362315-k')).toBe(true);
    expect(isValidDni('54362315Z')).toBe(false);
    expect(isValidDni('5436231')).toBe(false);
  });

  it('checks the NIE letter', () => {
    expect(isValidNie('X5253868R')).toBe(true);
    expect(isValidNie('X-5253868-R')).toBe(true);
    expect(isValidNie('X5253868T')).toBe(false);
    expect(isValidNie('54362315K')).toBe(false);
  });

  it('checks the CIF control character', () => {
    expect(isValidCif('B58378431')).toBe(true);
    expect(isValidCif('B64717838')).toBe(true);
    expect(isValidCif('B64717839')).toBe(false);
  });

  it('takes any of the three as a NIF, with the ES prefix the sign-up adds for checking', () => {
    expect(isValidNif('54362315K')).toBe(true);
    expect(isValidNif('X5253868R')).toBe(true);
    expect(isValidNif('B64717838')).toBe(true);
    expect(isValidNif('ES B-58378431')).toBe(true);
    expect(isValidNif('ES54362315K')).toBe(true);
    expect(isValidNif('B64717839')).toBe(false);
    expect(isValidNif('')).toBe(false);
    expect(isValidNif(undefined)).toBe(false);
  });

  // python-stdnum es/nif.py: a K, L or M NIF carries the DNI letter of its seven digits (1234567 % 23 = 19, 'L').
  it.each(['M1234567L', 'M-1234567-L', 'K1234567L', 'l1234567l', 'ES M1234567L', 'K0123456S'])(
    'takes %s, a K, L or M NIF with the DNI letter of its seven digits',
    (nif) => expect(isValidNif(nif)).toBe(true),
  );

  it.each([
    ['M1234567T', 'wrong letter'],
    ['K1234567J', 'wrong letter'],
    ['L1234567A', 'wrong letter'],
    ['ES K1234567R', 'wrong letter, with the ES prefix'],
    ['M12345678L', 'eight digits'],
    ['M123456L', 'six digits'],
    ['M1234567', 'no letter'],
  ])('refuses %s as a NIF (%s)', (nif) => expect(isValidNif(nif)).toBe(false));

  it('does not take a K, L or M NIF as a DNI, whatever its letter', () => {
    expect(isValidDni('M1234567L')).toBe(false);
    expect(isValidDni('M1234567T')).toBe(false);
    expect(isCompanyId('M1234567L')).toBe(false);
  });

  it('tells a company id from a personal one', () => {
    expect(isCompanyId('B64717838')).toBe(true);
    expect(isCompanyId('54362315K')).toBe(false);
    expect(isCompanyId('X5253868R')).toBe(false);
  });
});
